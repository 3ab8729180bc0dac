import type { AuditActionTexts } from './audit-action-texts';

/** Groups of rights, a user's groups and the permissions switched off. */
export const RIGHTS_ACTION_TEXTS = {
  'user.groups': {
    fi: 'Muutti käyttäjän ryhmiä: {{subject}}',
    en: "Changed a user's groups: {{subject}}",
    sv: 'Ändrade en användares grupper: {{subject}}',
  },
  'group.create': {
    fi: 'Loi ryhmän {{subject}}',
    en: 'Created the group {{subject}}',
    sv: 'Skapade gruppen {{subject}}',
  },
  'group.update': {
    fi: 'Muutti ryhmän oikeuksia: {{subject}}',
    en: "Changed a group's rights: {{subject}}",
    sv: 'Ändrade en grupps rättigheter: {{subject}}',
  },
  'group.rename': {
    fi: 'Nimesi ryhmän uudelleen: {{subject}}',
    en: 'Renamed a group: {{subject}}',
    sv: 'Bytte namn på en grupp: {{subject}}',
  },
  'group.members': {
    fi: 'Muutti ryhmän jäseniä: {{subject}}',
    en: "Changed a group's members: {{subject}}",
    sv: 'Ändrade en grupps medlemmar: {{subject}}',
  },
  'group.delete': {
    fi: 'Poisti ryhmän {{subject}}',
    en: 'Removed the group {{subject}}',
    sv: 'Tog bort gruppen {{subject}}',
  },
  'permissions.disable': {
    fi: 'Muutti käytöstä poistettuja oikeuksia: {{subject}}',
    en: 'Changed the permissions switched off everywhere: {{subject}}',
    sv: 'Ändrade behörigheter som är avstängda överallt: {{subject}}',
  },
  'permissions.company': {
    fi: 'Muutti yrityksen käyttöoikeuksia: {{subject}}',
    en: "Changed the company's user rights: {{subject}}",
    sv: 'Ändrade företagets användarrättigheter: {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const RIGHTS_AUDITED_ROUTES = {
  'POST /api/businesses/:id/permissiongroups': 'group.create',
  'PUT /api/businesses/:id/permissiongroups/:groupId': 'group.update',
  'PATCH /api/businesses/:id/permissiongroups/:groupId': 'group.rename',
  'PUT /api/businesses/:id/permissiongroups/:groupId/permissionentries': 'group.update',
  'PUT /api/businesses/:id/permissiongroups/:groupId/members': 'group.members',
  'DELETE /api/businesses/:id/permissiongroups/:groupId': 'group.delete',
  'POST /api/businesses/:id/authorizationgroups': 'group.create',
  'PUT /api/businesses/:id/authorizationgroups/:groupId': 'group.update',
  'PATCH /api/businesses/:id/authorizationgroups/:groupId': 'group.rename',
  'PUT /api/businesses/:id/authorizationgroups/:groupId/permissionentries': 'group.update',
  'PUT /api/businesses/:id/authorizationgroups/:groupId/members': 'group.members',
  'DELETE /api/businesses/:id/authorizationgroups/:groupId': 'group.delete',
  'POST /api/usermanagement/permissiongroups': 'group.create',
  'PUT /api/usermanagement/permissiongroups/:groupId': 'group.update',
  'PATCH /api/usermanagement/permissiongroups/:groupId': 'group.rename',
  'PUT /api/usermanagement/permissiongroups/:groupId/permissionentries': 'group.update',
  'DELETE /api/usermanagement/permissiongroups/:groupId': 'group.delete',
  'PUT /api/businesses/:id/users/:userId/authorizationgroups': 'user.groups',
  'POST /api/usermanagement/permissions/disable': 'permissions.disable',
  'PUT /api/businesses/:id/usermanagement/permissions': 'permissions.company',
} as const satisfies Readonly<Record<string, keyof typeof RIGHTS_ACTION_TEXTS>>;
