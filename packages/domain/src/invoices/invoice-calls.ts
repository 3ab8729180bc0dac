import { defineCall } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  invoiceDocumentQuerySchema,
  invoiceExportQuerySchema,
  invoiceLinesExportQuerySchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceParamsSchema,
  invoiceSchema,
} from './invoices';

const base = '/api/businesses/:id';

/** §7 'Invoices and reports': the list (/invoices2), one invoice, its PDF and the Excel downloads. */
export const invoiceCalls = {
  list: defineCall({
    method: 'GET',
    path: `${base}/invoices2`,
    params: companyParamsSchema,
    query: invoiceListQuerySchema,
    response: invoicePageSchema,
  }),
  /** The filtered list as CSV or XLSX, streamed. */
  exportList: defineCall({
    method: 'GET',
    path: `${base}/invoices2/export`,
    params: companyParamsSchema,
    query: invoiceExportQuerySchema,
    response: null,
  }),
  detail: defineCall({
    method: 'GET',
    path: `${base}/invoices/:invoiceId/details`,
    params: invoiceParamsSchema,
    response: invoiceSchema,
  }),
  /** §7 GET /invoices/{id}?documentType: the invoice as a PDF in the caller's language. */
  document: defineCall({
    method: 'GET',
    path: `${base}/invoices/:invoiceId`,
    params: invoiceParamsSchema,
    query: invoiceDocumentQuerySchema,
    response: null,
  }),
  exportLines: defineCall({
    method: 'GET',
    path: `${base}/invoices/:invoiceId/lines/export`,
    params: invoiceParamsSchema,
    query: invoiceLinesExportQuerySchema,
    response: null,
  }),
};
