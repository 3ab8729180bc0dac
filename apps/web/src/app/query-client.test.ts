import type { UserInfo } from '@kaista/domain/session';
import { userCalls } from '@kaista/domain/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http/http-error';
import { sessionKeys } from '../lib/session/session-queries';
import { answer, mockApi } from '../test/api-mock';
import { testUser } from '../test/test-users';
import { createQueryClient, retriesOnce } from './query-client';

const COMPANY = '100001';
const signedIn = () => {
  const client = createQueryClient();
  const user: UserInfo = {
    ...testUser([], [{ uid: COMPANY, roles: ['ServiceUser'], permissions: ['TicketingReadTicket'] }]),
    currentCompanyId: COMPANY,
  };
  client.setQueryData(sessionKeys.user, user);
  return client;
};
const organization = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryData<UserInfo>(sessionKeys.user)?.organizations.find((org) => org.uid === COMPANY);

/** A query of some page that fails as the server answered. */
const failWith = (client: ReturnType<typeof createQueryClient>, error: Error) =>
  client
    .fetchQuery({
      queryKey: ['page', error.message],
      queryFn: () => Promise.reject(error),
      retry: false,
    })
    .catch(() => undefined);

describe('rights taken away mid-session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are read anew after a 403, so the menu drops what is gone', async () => {
    const calls = mockApi([
      answer(userCalls.refresh, () => ({
        uid: COMPANY,
        name: 'Aurora',
        isUpToDate: true,
        roles: ['ServiceUser'],
        permissions: [],
      })),
    ]);
    const client = signedIn();
    await failWith(client, new HttpError(403, 'FORBIDDEN', 'Access is denied'));
    await vi.waitFor(() => expect(organization(client)?.permissions).toEqual([]));
    expect(calls.map((call) => call.url.pathname)).toEqual([
      `/api/businesses/${COMPANY}/users/${testUser([]).uid}/refresh`,
    ]);
  });

  it('are left alone after any other failure', async () => {
    const calls = mockApi([]);
    const client = signedIn();
    await failWith(client, new HttpError(500, undefined, 'Server error'));
    await failWith(client, new Error('offline'));
    expect(calls).toEqual([]);
    expect(organization(client)?.permissions).toEqual(['TicketingReadTicket']);
  });
});

describe('asking again after a failed query', () => {
  it('asks once more after a dropped connection, a server fault, a timeout or a rate limit', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new HttpError(503, undefined, 'Unavailable'),
      new HttpError(408, undefined, 'Timeout'),
      new HttpError(429, 'TOO_MANY_REQUESTS', 'Slow down'),
    ]) {
      expect(retriesOnce(0, error)).toBe(true);
      expect(retriesOnce(1, error)).toBe(false);
    }
  });

  it('does not ask again what was refused, which would come again', () => {
    for (const status of [400, 403, 404, 409]) {
      expect(retriesOnce(0, new HttpError(status, undefined, 'Refused'))).toBe(false);
    }
  });
});
