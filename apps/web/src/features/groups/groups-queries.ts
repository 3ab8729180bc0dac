import {
  groupCalls,
  permissionCalls,
  type GroupKind,
  type GroupListQuery,
  type GroupUpdate,
  type NewGroup,
} from '@kaista/domain/groups';
import { versionEtag } from '@kaista/domain/shared/api';
import type { PermissionName } from '@kaista/domain/shared/roles';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { isNotFound } from '../../lib/http/not-found';

/** Everything of a company's groups sits under ['groups', companyId], so a change refreshes exactly that. */
export const groupKeys = {
  company: (companyId: string) => ['groups', companyId] as const,
  catalogue: (companyId: string) => ['groups', companyId, 'catalogue'] as const,
};

const callsOf = (kind: GroupKind) =>
  kind === 'permission' ? groupCalls.permission : groupCalls.authorization;

export const groupListQuery = (companyId: string, kind: GroupKind, query: Partial<GroupListQuery> = {}) =>
  queryOptions({
    queryKey: [...groupKeys.company(companyId), kind, 'list', query] as const,
    queryFn: ({ signal }) => queryApi(callsOf(kind).list, { params: { id: companyId }, query }, signal),
    placeholderData: keepPreviousData,
  });

export const groupQuery = (companyId: string, kind: GroupKind, groupId: string) =>
  queryOptions({
    queryKey: [...groupKeys.company(companyId), kind, 'detail', groupId] as const,
    queryFn: ({ signal }) =>
      queryApi(callsOf(kind).get, { params: { id: companyId, groupId } }, signal, { tells: isNotFound }),
  });

/** §6: the templates are reference data, loaded only for DC and CC. */
export const templatesQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...groupKeys.company(companyId), 'templates'] as const,
    queryFn: ({ signal }) => queryApi(groupCalls.permission.templates, { params: { id: companyId } }, signal),
    staleTime: 5 * 60_000,
  });

export const companyCatalogueQuery = (companyId: string) =>
  queryOptions({
    queryKey: groupKeys.catalogue(companyId),
    queryFn: ({ signal }) =>
      queryApi(permissionCalls.companyCatalogue, { params: { id: companyId } }, signal),
  });

/** What the rights editor leaves out: the permissions switched off in the company or everywhere. */
export const switchedOffQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...groupKeys.company(companyId), 'switched-off'] as const,
    queryFn: ({ signal }) => queryApi(permissionCalls.switchedOff, { params: { id: companyId } }, signal),
    staleTime: 60_000,
  });

export const globalCatalogueQuery = queryOptions({
  queryKey: ['groups', 'global', 'catalogue'] as const,
  queryFn: ({ signal }) => queryApi(permissionCalls.catalogue, {}, signal),
});

/** The templates as companies are offered them (§3): the operator's groups and the custom-selections entry. */
export const offeredTemplatesQuery = queryOptions({
  queryKey: ['groups', 'global', 'templates'] as const,
  queryFn: ({ signal }) => queryApi(groupCalls.global.templates, { params: {} }, signal),
});

export const templateGroupQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', 'global', 'detail', groupId] as const,
    queryFn: ({ signal }) =>
      queryApi(groupCalls.global.get, { params: { groupId } }, signal, { tells: isNotFound }),
  });

/**
 * The super admin's writes of one operator template: create, save with the version shown (412 when changed
 * meanwhile) and remove; errors shown by the page. Companies see the change with their next templates read.
 */
export function useTemplateWrites(groupId: string, version: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['groups', 'global'] });
  const params = { groupId };
  return {
    create: useMutation({
      mutationFn: (body: NewGroup) => sendApi(groupCalls.global.create, { params: {}, body }),
      onSuccess: refresh,
    }),
    save: useMutation({
      mutationFn: (body: GroupUpdate) =>
        sendApi(groupCalls.global.update, { params, body }, { silent: true, ifMatch: versionEtag(version) }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => sendApi(groupCalls.global.remove, { params }, { silent: true }),
      onSuccess: refresh,
    }),
  };
}

function useRefresh(companyId: string) {
  const client = useQueryClient();
  // The signed-in user's own rights may come from a group: the session is read anew as well.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: groupKeys.company(companyId) }),
      client.invalidateQueries({ queryKey: ['users', companyId] }),
    ]);
}

export function useCreateGroup(companyId: string, kind: GroupKind) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (body: NewGroup) => sendApi(callsOf(kind).create, { params: { id: companyId }, body }),
    onSuccess: refresh,
  });
}

/** Group writes are conditional on the version shown (412 when changed meanwhile); errors shown by the page. */
export function useUpdateGroup(companyId: string, kind: GroupKind, groupId: string, version: number) {
  const refresh = useRefresh(companyId);
  const params = { id: companyId, groupId };
  const options = { silent: true, ifMatch: versionEtag(version) };
  return {
    save: useMutation({
      mutationFn: (body: GroupUpdate) => sendApi(callsOf(kind).update, { params, body }, options),
      onSuccess: refresh,
    }),
    members: useMutation({
      mutationFn: (userIds: string[]) =>
        sendApi(callsOf(kind).setMembers, { params, body: { userIds } }, options),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => sendApi(callsOf(kind).remove, { params }, { silent: true }),
      onSuccess: refresh,
    }),
  };
}

export function useSetCompanyPermissions(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (disabledPermissions: PermissionName[]) =>
      sendApi(permissionCalls.setCompanyPermissions, {
        params: { id: companyId },
        body: { disabledPermissions },
      }),
    onSuccess: (catalogue) => client.setQueryData(groupKeys.catalogue(companyId), catalogue),
  });
}

export function useDisablePermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { permission: PermissionName; disabled: boolean }) =>
      sendApi(permissionCalls.disable, {
        body: { permissions: [change.permission], disabled: change.disabled },
      }),
    onSuccess: (catalogue) => client.setQueryData(globalCatalogueQuery.queryKey, catalogue),
  });
}
