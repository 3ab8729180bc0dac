import { groupCalls, type UserGroups } from '@kaista/domain/groups';
import { versionEtag } from '@kaista/domain/shared/api';
import {
  endUserCalls,
  externalServiceCalls,
  userCalls,
  type CompanyUser,
  type ExternalServiceAccess,
  type NewUser,
  type UserExternalService,
  type UserPhoneValues,
  type UserRights,
} from '@kaista/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi } from '../../lib/api/call-api';
import { useRefreshUsers, userKeys } from './user-keys';

export function useCreateUser(companyId: string) {
  const refresh = useRefreshUsers(companyId);
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
  const refresh = useRefreshUsers(companyId);
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
  const refresh = useRefreshUsers(companyId);
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
  const refresh = useRefreshUsers(companyId);
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

/** §7 POST /users/{uid}/enduser: links the user to an end user (null ends the link); errors shown by the page. */
export function useLinkEndUser(companyId: string, userId: string) {
  const refresh = useRefreshUsers(companyId);
  return useMutation({
    mutationFn: (uid: string | null) =>
      sendApi(endUserCalls.link, { params: { id: companyId, userId }, body: { uid } }, { silent: true }),
    onSuccess: refresh,
  });
}

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
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.externalServices(companyId, userId) }),
  });
}
