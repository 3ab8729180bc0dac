import { both, hasPermission, hasRole, type Rule } from './who-may-call-rules';

// §6 'contact details': CustomerReadInformation reads, CustomerWriteInformation also writes.
const readsInformation = hasPermission('CustomerReadInformation');
const writesInformation = both(readsInformation, hasPermission('CustomerWriteInformation'));
// §6 'operative contacts': CustomerReadOperativeContact reads, CustomerWriteOperativeContact also writes.
const readsOperativeContacts = hasPermission('CustomerReadOperativeContact');
const writesOperativeContacts = both(readsOperativeContacts, hasPermission('CustomerWriteOperativeContact'));
const operativeContacts = '/api/businesses/{id}/operativecontacts';

/** The company's own details, its operative contacts and its mobile certificate. */
export const COMPANY_CALLS: Record<string, Rule> = {
  'PUT /api/businesses/{id}': writesInformation,
  'GET /api/businesses/{id}/address/headoffice': readsInformation,
  'PUT /api/businesses/{id}/address/headoffice': writesInformation,
  // The company type classifies the customer for the operator: customer care and delivery coordination.
  'PUT /api/businesses/{id}/companytype': hasRole('DCUser', 'CCUser'),
  'GET /api/businesses/{id}/externallinks': readsInformation,
  'PUT /api/businesses/{id}/externallinks': writesInformation,
  'GET /api/businesses/{id}/administrators': readsInformation,
  'GET /api/businesses/{id}/sites': readsInformation,
  'GET /api/businesses/{id}/stores': readsInformation,
  [`GET ${operativeContacts}`]: readsOperativeContacts,
  [`GET ${operativeContacts}/{contactId}`]: readsOperativeContacts,
  [`POST ${operativeContacts}`]: writesOperativeContacts,
  [`PUT ${operativeContacts}/{contactId}`]: writesOperativeContacts,
  [`DELETE ${operativeContacts}/{contactId}`]: writesOperativeContacts,
  // §6 'mobile certificate': DC, CC and the company's service managers.
  'GET /api/businesses/{id}/mobileid': hasRole('DCUser', 'CCUser', 'ServiceManagerUser'),
  'POST /api/businesses/{id}/mobileid/activate': hasRole('DCUser', 'CCUser', 'ServiceManagerUser'),
};
