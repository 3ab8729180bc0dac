import { anyone, hasRole, type Rule } from './who-may-call-rules';

const OPERATOR_STAFF = ['DCUser', 'CCUser', 'DNAMUUSER', 'DNASMUSER'];
const operatorStaff = hasRole(...OPERATOR_STAFF);

/** Calls every page makes (the session, the own profile and companies) and the operator's own tools. */
export const COMMON_CALLS: Record<string, Rule> = {
  'POST /api/session': anyone,
  'GET /api/users/self/info': anyone,
  'GET /api/users/self/profile': anyone,
  'PUT /api/users/self/profile': anyone,
  'GET /api/users/self/sessions': anyone,
  'DELETE /api/users/self/sessions/others': anyone,
  'GET /api/environment': anyone,
  'GET /api/businesses': anyone,
  'GET /api/businesses/{id}': anyone,
  'POST /api/businesses/{id}/activate': anyone,
  // §2 /0: the company search and the new-company form are operator tools; only delivery coordinators create.
  'GET /api/businesses/search2': operatorStaff,
  'POST /api/businesses': hasRole('DCUser'),
  'PUT /api/environmentmode': operatorStaff,
  'GET /api/admintools/session': hasRole('SuperAdmin'),
  // §4: acting as one of a company's users is for DC and CC.
  'POST /api/businesses/{id}/impersonations/{uid}': hasRole('DCUser', 'CCUser'),
  // DESIGN.md §5: the company's administrators and operator staff read its audit log.
  'GET /api/businesses/{id}/audit': hasRole('ServiceManagerUser', ...OPERATOR_STAFF),
  'GET /api/businesses/{id}/audit.csv': hasRole('ServiceManagerUser', ...OPERATOR_STAFF),
  // Reference data of the address and e-invoice forms: for anyone signed in.
  'GET /api/countries': anyone,
  'GET /api/f-invoice-operators': anyone,
  // §7 search/contacts: any user of the company names a colleague as a contact.
  'GET /api/businesses/{id}/search/contacts': anyone,
};
