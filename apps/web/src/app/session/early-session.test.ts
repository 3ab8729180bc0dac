import { sessionCalls } from '@kaista/domain/session';
import type { ApiCall } from '@kaista/domain/shared/api';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answer, mockApi } from '../../test/api-mock';
import { testProfile, testUser } from '../../test/test-users';
import { browserLocation } from '../../lib/session/browser-location';
import { companyQuery } from '../../lib/session/company-query';
import { sessionKeys } from '../../lib/session/session-queries';
import { appRoutes, areaRoutesOnNavigation } from '../routing/routes';
import { SESSION_PRELOAD_ID, startSessionEarly } from './early-session';

const AURORA_COMPANY = {
  uid: '100001',
  name: 'Aurora Logistics Oy',
  businessId: '2048049-4',
  identifierType: 'BUSINESS_ID',
  companyType: 'CUSTOMER',
  customerNumber: 'C100001',
  headOffice: { street: 'Satamakatu 1', postalNumber: '00100', city: 'Helsinki' },
  version: 1,
};

const keepAlive = (status: number) =>
  answer({ method: 'POST', path: '/gauth/keepalive', response: null } satisfies ApiCall, () =>
    status === 200 ? Response.json({ expiresAt: '2026-01-01T00:00:00Z' }) : new Response(null, { status }),
  );

function start(address: string, keepAliveStatus: number) {
  const calls = mockApi([
    keepAlive(keepAliveStatus),
    answer(sessionCalls.userInfo, () => testUser([])),
    answer(sessionCalls.profile, () => testProfile(null)),
    answer(sessionCalls.environment, () => ({ environment: 'development' as const })),
  ]);
  const client = new QueryClient();
  // As in the app: the areas' pages are not in the table yet when the session starts.
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [address],
    patchRoutesOnNavigation: areaRoutesOnNavigation(),
  });
  startSessionEarly(router, client);
  return { calls, client };
}

const sent = (calls: { method: string; url: URL }[]) =>
  calls.map((call) => `${call.method} ${call.url.pathname}`);

describe('the session calls of a page load', () => {
  it('start with the entry for a page behind the session gate: the keep-alive, then the user, profile and environment', async () => {
    const { calls, client } = start('/100001/home', 200);
    await vi.waitFor(() => expect(client.getQueryData(sessionKeys.environment)).toBeDefined());
    expect(sent(calls)).toEqual([
      'POST /gauth/keepalive',
      'GET /api/users/self/info',
      'GET /api/users/self/profile',
      'GET /api/environment',
    ]);
    expect(client.getQueryData(sessionKeys.user)).toEqual(testUser([]));
  });

  it('stop at the keep-alive without a session, and start the login without waiting for the page to render', async () => {
    const login = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { calls } = start('/100001/home', 204);
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(new URL(login.mock.calls[0]?.[0] ?? '', 'http://x').pathname).toBe('/gauth/login');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent(calls)).toEqual(['POST /gauth/keepalive']);
    login.mockRestore();
  });

  it('are not sent for a page outside the gate', async () => {
    const { calls } = start('/_error', 200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });

  it('with the answers the server put into the page: the queries start with them and only the keep-alive goes out', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SESSION_PRELOAD_ID;
    block.textContent = JSON.stringify({
      user: testUser([]),
      profile: testProfile(null),
      environment: { environment: 'development' },
      company: AURORA_COMPANY,
    });
    document.head.append(block);
    const { calls, client } = start('/100001/home', 200);
    expect(client.getQueryData(sessionKeys.user)).toEqual(testUser([]));
    expect(client.getQueryData(sessionKeys.profile)).toEqual(testProfile(null));
    expect(client.getQueryData(sessionKeys.environment)).toEqual({ environment: 'development' });
    expect(client.getQueryData(companyQuery('100001').queryKey)).toEqual(AURORA_COMPANY);
    expect(document.getElementById(SESSION_PRELOAD_ID)).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent(calls)).toEqual(['POST /gauth/keepalive']);
  });

  it('ignore a data block that is not a whole session', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SESSION_PRELOAD_ID;
    block.textContent = '{"user":';
    document.head.append(block);
    const { calls, client } = start('/100001/home', 200);
    await vi.waitFor(() => expect(client.getQueryData(sessionKeys.environment)).toBeDefined());
    expect(sent(calls)).toHaveLength(4);
  });
});
