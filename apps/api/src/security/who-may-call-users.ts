import { hasRole, type Rule } from './who-may-call-rules';

// §6 'users and groups': a company's service managers, and DC and CC staff.
const managesUsers = hasRole('ServiceManagerUser', 'DCUser', 'CCUser');
const readsReferenceData = hasRole('DCUser', 'CCUser', 'SuperAdmin');

/** A company's users, its groups of rights and the reference data of the rights editors. */
export const USER_CALLS: Record<string, Rule> = {
  'GET /api/businesses/{id}/users': managesUsers,
  'HEAD /api/businesses/{id}/users': managesUsers,
  'POST /api/businesses/{id}/users': managesUsers,
  'GET /api/businesses/{id}/users/{userId}': managesUsers,
  'DELETE /api/businesses/{id}/users/{userId}': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/roles': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/authentication': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/phone': managesUsers,
  'GET /api/businesses/{id}/users/access-review': managesUsers,
  // A user refreshes their own rights; another user's (as here, the company's demo users) are for managers.
  'POST /api/businesses/{id}/users/{userId}/refresh': managesUsers,
  // §6 'users and groups': a company's groups and each user's groups are run like its users.
  'GET /api/businesses/{id}/permissiongroups': managesUsers,
  'POST /api/businesses/{id}/permissiongroups': managesUsers,
  'GET /api/businesses/{id}/permissiongroups/{groupId}': managesUsers,
  'PUT /api/businesses/{id}/permissiongroups/{groupId}': managesUsers,
  'PATCH /api/businesses/{id}/permissiongroups/{groupId}': managesUsers,
  'DELETE /api/businesses/{id}/permissiongroups/{groupId}': managesUsers,
  'PUT /api/businesses/{id}/permissiongroups/{groupId}/permissionentries': managesUsers,
  'PUT /api/businesses/{id}/permissiongroups/{groupId}/members': managesUsers,
  'GET /api/businesses/{id}/authorizationgroups': managesUsers,
  'POST /api/businesses/{id}/authorizationgroups': managesUsers,
  'GET /api/businesses/{id}/authorizationgroups/{groupId}': managesUsers,
  'PUT /api/businesses/{id}/authorizationgroups/{groupId}': managesUsers,
  'PATCH /api/businesses/{id}/authorizationgroups/{groupId}': managesUsers,
  'DELETE /api/businesses/{id}/authorizationgroups/{groupId}': managesUsers,
  'PUT /api/businesses/{id}/authorizationgroups/{groupId}/permissionentries': managesUsers,
  'PUT /api/businesses/{id}/authorizationgroups/{groupId}/members': managesUsers,
  'GET /api/businesses/{id}/users/{userId}/authorizationgroups': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/authorizationgroups': managesUsers,
  // §7 the end-user link: those who run the company's users see its end users and link a user to one.
  'GET /api/businesses/{id}/endusers': managesUsers,
  // §6: IDM roles are reference data for DC and CC, and only with a real company.
  'GET /api/businesses/{id}/idmuserroles': hasRole('DCUser', 'CCUser'),
  'GET /api/businesses/{id}/idmuserrolegroups': hasRole('DCUser', 'CCUser'),
  'GET /api/usermanagement/idmuserrolegroups/templates': hasRole('DCUser', 'CCUser'),
  // §7 a user's roles in the external services: the company's user administrators.
  'GET /api/businesses/{id}/users/{userId}/externalservice': managesUsers,
  'POST /api/businesses/{id}/users/{userId}/externalservice/{service}': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/externalservice/{service}': managesUsers,
  'GET /api/businesses/{id}/endusers/{userId}': managesUsers,
  'POST /api/businesses/{id}/users/{userId}/enduser': managesUsers,
  // §6 reference data (permissions, group templates) loads only for DC and CC (and the super admin's tool).
  'GET /api/businesses/{id}/permissiongroups/templates': readsReferenceData,
  'GET /api/usermanagement/permissions': readsReferenceData,
  'GET /api/usermanagement/permissiongroups': readsReferenceData,
  'GET /api/usermanagement/permissiongroups/templates': readsReferenceData,
  'GET /api/usermanagement/permissiongroups/{groupId}': readsReferenceData,
  // §2 /0/admintools/permissions: the operator's catalogue and its permission groups are the super admin's.
  'POST /api/usermanagement/permissions/disable': hasRole('SuperAdmin'),
  'POST /api/usermanagement/permissiongroups': hasRole('SuperAdmin'),
  'PUT /api/usermanagement/permissiongroups/{groupId}': hasRole('SuperAdmin'),
  'PATCH /api/usermanagement/permissiongroups/{groupId}': hasRole('SuperAdmin'),
  'DELETE /api/usermanagement/permissiongroups/{groupId}': hasRole('SuperAdmin'),
  'PUT /api/usermanagement/permissiongroups/{groupId}/permissionentries': hasRole('SuperAdmin'),
  // The rights editors of users and groups leave out what is switched off in the company.
  'GET /api/businesses/{id}/usermanagement/permissions/disabled': managesUsers,
  // §6 'user rights' (/company/permissions): DC and CC only.
  'GET /api/businesses/{id}/usermanagement/permissions': hasRole('DCUser', 'CCUser'),
  'PUT /api/businesses/{id}/usermanagement/permissions': hasRole('DCUser', 'CCUser'),
};
