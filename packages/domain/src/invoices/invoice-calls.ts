import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  invoiceDocumentQuerySchema,
  invoiceExportQuerySchema,
  invoiceLinePageSchema,
  invoiceLinesQuerySchema,
  invoiceLinesExportQuerySchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceParamsSchema,
  invoiceSchema,
  spendSchema,
} from './invoices';

const base = '/api/businesses/:id';

/** §7 'Invoices and reports': the list (/invoices2), one invoice, and its PDF. */
export const invoiceCalls = namedCalls('invoice', {
  list: defineCall({
    method: 'GET',
    path: `${base}/invoices2`,
    params: companyParamsSchema,
    query: invoiceListQuerySchema,
    response: invoicePageSchema,
  }),
  /** The filtered list as CSV (UTF-8 with a BOM, or Latin-1) or XLSX, streamed as it is read. */
  export: defineCall({
    method: 'GET',
    path: `${base}/invoices2/export`,
    params: companyParamsSchema,
    query: invoiceExportQuerySchema,
    response: null,
  }),
  /** One invoice's lines as CSV or XLSX, streamed as they are read. */
  linesExport: defineCall({
    method: 'GET',
    path: `${base}/invoices/:invoiceId/lines/export`,
    params: invoiceParamsSchema,
    query: invoiceLinesExportQuerySchema,
    response: null,
  }),
  /** The spend by cost centre, by service type and by month over the last two years, for the spend charts. */
  spend: defineCall({
    method: 'GET',
    path: `${base}/invoices2/spend`,
    params: companyParamsSchema,
    response: spendSchema,
  }),
  /** One invoice's lines, a page at a time (a large company's invoice has thousands). */
  lines: defineCall({
    method: 'GET',
    path: `${base}/invoices/:invoiceId/lines`,
    params: invoiceParamsSchema,
    query: invoiceLinesQuerySchema,
    response: invoiceLinePageSchema,
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
});
