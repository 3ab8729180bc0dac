import { both, hasPermission, hasRole, type Rule } from './who-may-call-rules';

// §6 'documents': DocumentsReadDocument reads and downloads, DocumentsWriteDocument also writes.
const readsDocuments = hasPermission('DocumentsReadDocument');
const writesDocuments = both(readsDocuments, hasPermission('DocumentsWriteDocument'));
const documents = '/api/businesses/{id}/documents';

/** Documents, bulletins, the home page and reports. */
export const CONTENT_CALLS: Record<string, Rule> = {
  [`GET ${documents}`]: readsDocuments,
  [`GET ${documents}/folderstructure`]: readsDocuments,
  [`GET ${documents}/{documentId}/details`]: readsDocuments,
  [`GET ${documents}/{documentId}/download`]: readsDocuments,
  [`POST ${documents}`]: writesDocuments,
  [`POST ${documents}/{documentId}/versions`]: writesDocuments,
  [`DELETE ${documents}/{documentId}`]: writesDocuments,
  [`POST ${documents}/folders`]: writesDocuments,
  [`DELETE ${documents}/folders/{folderId}`]: writesDocuments,
  // §6 'home': whoever has a home page reads the company's current bulletins there; DC and CC write them.
  'GET /api/businesses/{id}/bulletins': hasRole(
    'DCUser',
    'CCUser',
    'ServiceManagerUser',
    'ServiceUser',
    'EmployeeUser',
  ),
  // §2 home: its summary is for whoever has a home page; each part is left out without its list's right.
  'GET /api/businesses/{id}/dashboard': hasRole(
    'DCUser',
    'CCUser',
    'ServiceManagerUser',
    'ServiceUser',
    'EmployeeUser',
  ),
  // §6 'reports': ReportsReadReports (the price list of the agreement needs ReportsReadPricelist besides).
  'GET /api/businesses/{id}/reports': hasPermission('ReportsReadReports'),
  'GET /api/businesses/{id}/reports/{reportId}': hasPermission('ReportsReadReports'),
  'GET /api/businesses/{id}/reports/{reportId}/export': hasPermission('ReportsReadReports'),
  'GET /api/bulletins': hasRole('DCUser', 'CCUser'),
  'POST /api/bulletins': hasRole('DCUser', 'CCUser'),
  'PUT /api/bulletins/{bulletinId}': hasRole('DCUser', 'CCUser'),
  'DELETE /api/bulletins/{bulletinId}': hasRole('DCUser', 'CCUser'),
};
