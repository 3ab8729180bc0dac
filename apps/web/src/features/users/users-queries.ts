import { groupCalls, permissionCalls, type UserGroups } from '@kaista/domain/groups';
import { versionEtag } from '@kaista/domain/shared/api';
import {
  endUserCalls,
  externalServiceCalls,
  idmCalls,
  userCalls,
  type ExternalServiceAccess,
  type UserExternalService,
  type CompanyUser,
  type NewUser,
  type UserPhoneValues,
  type UserRights,
  type userListQuerySchema,
} from '@kaista/domain/users';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';

export type UserListState = ListState<typeof userListQuerySchema>;

/** Everything of a company's users sits under ['users', companyId], so a change refreshes exactly that. */
export const userKeys = {
  company: (companyId: string) => ['users', companyId] as const,
  detail: (companyId: string, userId: string) => ['users', companyId, 'detail', userId] as const,
};

export const userListQuery = (companyId: string, state: UserListState) =>
  queryOptions({
    queryKey: [...userKeys.company(companyId), 'list', state] as const,
    queryFn: ({ signal }) => queryApi(userCalls.list, { params: { id: companyId }, query: state }, signal),
    placeholderData: keepPreviousData,
  });

export const userQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(companyId, userId),
    queryFn: ({ signal }) => queryApi(userCalls.get, { params: { id: companyId, userId } }, signal),
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

function useRefresh(companyId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userKeys.company(companyId) });
}

export function useCreateUser(companyId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (body: NewUser) => sendApi(userCalls.create, { params: { id: companyId }, body }),
    onSuccess: refresh,
  });
}

/**
 * The rights as shown, conditional on their version (412 when changed meanwhile), the user told by e-mail
 * when asked; errors shown by the page.
 */
export function useSetRights(companyId: string, user: CompanyUser) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: ({ rights, notify }: { rights: UserRights; notify: boolean }) =>
      sendApi(
        userCalls.setRights,
        {
          params: { id: companyId, userId: user.uid },
          query: { sendNotification: notify ? 'true' : 'false' },
          body: rights,
        },
        { silent: true, ifMatch: versionEtag(user.version) },
      ),
    onSuccess: refresh,
  });
}

/**
 * The user's groups as a whole, conditional on the version of their rights (412 when changed meanwhile);
 * the groups' member counts change with it. Errors shown by the page.
 */
export function useSetUserGroups(companyId: string, userId: string, version: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserGroups) =>
      sendApi(
        groupCalls.setUserGroups,
        { params: { id: companyId, userId }, body },
        { silent: true, ifMatch: versionEtag(version) },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userKeys.company(companyId) }),
        client.invalidateQueries({ queryKey: ['groups', companyId] }),
      ]),
  });
}

/**
 * The user's mobile number, conditional on the version of the user as shown (412 when changed meanwhile);
 * errors shown by the page. The answer carries the new version, so the page reads the user anew.
 */
export function useSetPhone(companyId: string, user: CompanyUser) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (body: UserPhoneValues) =>
      sendApi(
        userCalls.setPhone,
        { params: { id: companyId, userId: user.uid }, body },
        { silent: true, ifMatch: versionEtag(user.version) },
      ),
    onSuccess: refresh,
  });
}

/**
 * §7 PUT /users/{uid}/authentication; errors shown by the page (409 METHOD_ALREADY_ACTIVE, 412 when another
 * administrator switched it meanwhile), after which the user is read anew.
 */
export function useSetMethod(companyId: string, userId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (method: CompanyUser['twoFactorMethod']) =>
      sendApi(
        userCalls.setAuthentication,
        { params: { id: companyId, userId }, body: { method } },
        { silent: true },
      ),
    onSettled: refresh,
  });
}

/** Removal, conditional on the version of the user's rights as shown (412 when changed meanwhile). */
export function useRemoveUser(companyId: string, userId: string, version: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      sendApi(
        userCalls.remove,
        { params: { id: companyId, userId } },
        { silent: true, ...(version === undefined ? {} : { ifMatch: versionEtag(version) }) },
      ),
    onSuccess: () => client.removeQueries({ queryKey: userKeys.company(companyId) }),
  });
}

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

/** §7 POST /users/{uid}/enduser: links the user to an end user (null ends the link); errors shown by the page. */
export function useLinkEndUser(companyId: string, userId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (uid: string | null) =>
      sendApi(endUserCalls.link, { params: { id: companyId, userId }, body: { uid } }, { silent: true }),
    onSuccess: refresh,
  });
}

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
    queryKey: [...userKeys.detail(companyId, userId), 'external-services'] as const,
    queryFn: ({ signal }) =>
      queryApi(externalServiceCalls.list, { params: { id: companyId, userId } }, signal),
  });

/**
 * Enrols the user in a service (POST) or changes their role or toggle there (PUT, conditional on the version
 * read: 412 when changed meanwhile); errors shown by the page.
 */
export function useSetExternalService(companyId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, access }: { item: UserExternalService; access: ExternalServiceAccess }) => {
      const params = { id: companyId, userId, service: item.service };
      return item.access === null
        ? sendApi(externalServiceCalls.enrol, { params, body: access }, { silent: true })
        : sendApi(
            externalServiceCalls.change,
            { params, body: access },
            { silent: true, ifMatch: versionEtag(item.version) },
          );
    },
    onSettled: () =>
      client.invalidateQueries({ queryKey: [...userKeys.detail(companyId, userId), 'external-services'] }),
  });
}
