import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  globalGroupParamsSchema,
  groupListQuerySchema,
  groupMembersSchema,
  groupNameSchema,
  groupPageSchema,
  groupParamsSchema,
  groupSchema,
  groupUpdateSchema,
  newGroupSchema,
  permissionEntriesSchema,
  permissionTemplatesSchema,
  userGroupsAnswerSchema,
  userGroupsSchema,
} from './group-schemas';
import { userParamsSchema } from '../users/user-schemas';
import {
  companyPermissionsSchema,
  disablePermissionsSchema,
  permissionCatalogueSchema,
  switchedOffPermissionsSchema,
} from './permission-catalogue';

/** The §7 calls of one kind of group under a base path: GET, POST, PUT, PATCH, DELETE and permission entries. */
function groupCallsAt<Params extends z.ZodObject, OneParams extends z.ZodObject>(
  base: string,
  params: Params,
  oneParams: OneParams,
) {
  const one = `${base}/:groupId`;
  return {
    list: defineCall({
      method: 'GET',
      path: base,
      params,
      query: groupListQuerySchema,
      response: groupPageSchema,
    }),
    create: defineCall({
      method: 'POST',
      path: base,
      params,
      body: newGroupSchema,
      status: 201,
      response: groupSchema,
    }),
    get: defineCall({ method: 'GET', path: one, params: oneParams, response: groupSchema }),
    update: defineCall({
      method: 'PUT',
      versioned: true,
      path: one,
      params: oneParams,
      body: groupUpdateSchema,
      response: groupSchema,
    }),
    rename: defineCall({
      method: 'PATCH',
      versioned: true,
      path: one,
      params: oneParams,
      body: groupNameSchema,
      response: groupSchema,
    }),
    remove: defineCall({ method: 'DELETE', path: one, params: oneParams, status: 204, response: null }),
    setPermissionEntries: defineCall({
      method: 'PUT',
      versioned: true,
      path: `${one}/permissionentries`,
      params: oneParams,
      body: permissionEntriesSchema,
      response: groupSchema,
    }),
  };
}

/** A company's groups of one kind, with their members. */
function companyGroupCalls(segment: string) {
  const base = `/api/businesses/:id/${segment}`;
  return {
    ...groupCallsAt(base, companyParamsSchema, groupParamsSchema),
    setMembers: defineCall({
      method: 'PUT',
      versioned: true,
      path: `${base}/:groupId/members`,
      params: groupParamsSchema,
      body: groupMembersSchema,
      response: groupSchema,
    }),
  };
}

const templates = (path: string, params: z.ZodObject) =>
  defineCall({ method: 'GET', path, params, response: permissionTemplatesSchema });

/** §7 'Users and permissions': permission groups, company permission groups and authorization groups. */
export const groupCalls = namedCalls('group', {
  permission: {
    ...companyGroupCalls('permissiongroups'),
    /** The operator's permission groups as templates for the company, plus the custom-selections entry. */
    templates: templates('/api/businesses/:id/permissiongroups/templates', companyParamsSchema),
  },
  authorization: companyGroupCalls('authorizationgroups'),
  /** The operator's own permission groups (company 0), offered to every company as templates. */
  global: {
    ...groupCallsAt('/api/usermanagement/permissiongroups', z.object({}), globalGroupParamsSchema),
    templates: templates('/api/usermanagement/permissiongroups/templates', z.object({})),
  },
  /** §7 per-user authorizationgroups: the groups of both kinds one user belongs to. */
  userGroups: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/users/:userId/authorizationgroups',
    params: userParamsSchema,
    response: userGroupsAnswerSchema,
  }),
  setUserGroups: defineCall({
    method: 'PUT',
    versioned: true,
    path: '/api/businesses/:id/users/:userId/authorizationgroups',
    params: userParamsSchema,
    body: userGroupsSchema,
    response: userGroupsAnswerSchema,
  }),
});

/** §7 the permission catalogue globally and per company, and switching permissions off. */
export const permissionCalls = namedCalls('permission', {
  catalogue: defineCall({
    method: 'GET',
    path: '/api/usermanagement/permissions',
    response: permissionCatalogueSchema,
  }),
  disable: defineCall({
    method: 'POST',
    path: '/api/usermanagement/permissions/disable',
    body: disablePermissionsSchema,
    response: permissionCatalogueSchema,
  }),
  companyCatalogue: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/usermanagement/permissions',
    params: companyParamsSchema,
    response: permissionCatalogueSchema,
  }),
  /** What the rights editors leave out in the company: the permissions switched off there or everywhere. */
  switchedOff: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/usermanagement/permissions/disabled',
    params: companyParamsSchema,
    response: switchedOffPermissionsSchema,
  }),
  setCompanyPermissions: defineCall({
    method: 'PUT',
    path: '/api/businesses/:id/usermanagement/permissions',
    params: companyParamsSchema,
    body: companyPermissionsSchema,
    response: permissionCatalogueSchema,
  }),
});
