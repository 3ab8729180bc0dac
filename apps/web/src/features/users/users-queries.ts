import { groupCalls, permissionCalls } from '@kaista/domain/groups';
import {
  endUserCalls,
  externalServiceCalls,
  idmCalls,
  userCalls,
  type userListQuerySchema,
} from '@kaista/domain/users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';
import { isNotFound } from '../../lib/http/not-found';
import { userKeys } from './user-keys';

// The user pages read and change through this one file; the changes are written in users-mutations.ts.
export { userKeys } from './user-keys';
export {
  useCreateUser,
  useLinkEndUser,
  useRemoveUser,
  useSetExternalService,
  useSetMethod,
  useSetPhone,
  useSetRights,
  useSetUserGroups,
} from './users-mutations';

export type UserListState = ListState<typeof userListQuerySchema>;

export const userListQuery = (companyId: string, state: UserListState) =>
  queryOptions({
    queryKey: [...userKeys.company(companyId), 'list', state] as const,
    queryFn: ({ signal }) => queryApi(userCalls.list, { params: { id: companyId }, query: state }, signal),
    placeholderData: keepPreviousData,
  });

export const userQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(companyId, userId),
    queryFn: ({ signal }) =>
      queryApi(userCalls.get, { params: { id: companyId, userId } }, signal, { tells: isNotFound }),
  });

/** What the rights editors leave out: the permissions switched off in the company or everywhere. */
export const switchedOffQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...userKeys.company(companyId), 'switched-off'] as const,
    queryFn: ({ signal }) => queryApi(permissionCalls.switchedOff, { params: { id: companyId } }, signal),
    staleTime: 60_000,
  });

/** The company's groups of both kinds (a company has tens, not thousands), for the filter and the user page. */
export const companyGroupsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...userKeys.company(companyId), 'groups'] as const,
    queryFn: async ({ signal }) => {
      const query = { pageSize: 100 };
      const params = { id: companyId };
      const [permission, authorization] = await Promise.all([
        queryApi(groupCalls.permission.list, { params, query }, signal),
        queryApi(groupCalls.authorization.list, { params, query }, signal),
      ]);
      return [...permission.items, ...authorization.items];
    },
    staleTime: 60_000,
  });

export const userGroupsQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: [...userKeys.detail(companyId, userId), 'groups'] as const,
    queryFn: ({ signal }) => queryApi(groupCalls.userGroups, { params: { id: companyId, userId } }, signal),
  });

/** §7 GET /endusers/{uid}: the end user the portal user is linked to, or none. */
export const linkedEndUserQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: [...userKeys.detail(companyId, userId), 'enduser'] as const,
    queryFn: ({ signal }) => queryApi(endUserCalls.linked, { params: { id: companyId, userId } }, signal),
  });

/** The company's end users not linked to anyone yet whose name or e-mail has the text, for the picker. */
export const freeEndUsersQuery = (companyId: string, name: string) =>
  queryOptions({
    queryKey: [...userKeys.company(companyId), 'endusers', name] as const,
    queryFn: ({ signal }) =>
      queryApi(
        endUserCalls.list,
        { params: { id: companyId }, query: { name, unlinked: 'true', pageSize: 10 } },
        signal,
      ),
    enabled: name.length > 0,
  });

/** §7 /idmuserrolegroups: the company's IDM role groups and the operator's templates (DC and CC only, §6). */
export const idmRoleGroupsQuery = (companyId: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...userKeys.company(companyId), 'idm-groups'] as const,
    queryFn: ({ signal }) => queryApi(idmCalls.roleGroups, { params: { id: companyId } }, signal),
    staleTime: 60_000,
    enabled,
  });

/** §7 /idmuserroles?email: the person's IDM roles in the company and the role groups they match. */
export const idmUserRolesQuery = (companyId: string, userId: string, email: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...userKeys.detail(companyId, userId), 'idm-roles', email] as const,
    queryFn: ({ signal }) =>
      queryApi(idmCalls.userRoles, { params: { id: companyId }, query: { email } }, signal),
    enabled,
  });

/** §7 the user's roles in the operator's external services, each with its toggle. */
export const externalServicesQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: userKeys.externalServices(companyId, userId),
    queryFn: ({ signal }) =>
      queryApi(externalServiceCalls.list, { params: { id: companyId, userId } }, signal),
  });
