import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  reportCatalogueSchema,
  reportExportQuerySchema,
  reportParamsSchema,
  reportQuerySchema,
  reportSchema,
} from './reports';

const base = '/api/businesses/:id/reports';

/** §7 GET /reports and the Excel download: the catalogue, one built-in report, and the report as a file. */
export const reportCalls = namedCalls('report', {
  catalogue: defineCall({
    method: 'GET',
    path: base,
    params: companyParamsSchema,
    response: reportCatalogueSchema,
  }),
  report: defineCall({
    method: 'GET',
    path: `${base}/:reportId`,
    params: reportParamsSchema,
    query: reportQuerySchema,
    response: reportSchema,
  }),
  /** The report's table as CSV (UTF-8 with a BOM, or Latin-1) or XLSX. */
  export: defineCall({
    method: 'GET',
    path: `${base}/:reportId/export`,
    params: reportParamsSchema,
    query: reportExportQuerySchema,
    response: null,
  }),
});
