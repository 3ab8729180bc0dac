import { PERMISSIONS, type PermissionName, type UserInfo } from '@kaista/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { DEFAULT_PROFILE, sessionKeys } from '../../lib/session/session-queries';
import { ticketsRoutes } from './tickets-routes';

export const COMPANY = '100001';

export function userWith(permissions: readonly PermissionName[]): UserInfo {
  return {
    uid: 'u1',
    firstName: 'Ulla',
    lastName: 'Käyttäjä',
    name: 'Ulla Käyttäjä',
    email: 'user@aurora.example',
    type: 'external',
    roles: [],
    roleFeatures: [],
    organizations: [
      {
        uid: COMPANY,
        name: 'Aurora',
        isUpToDate: true,
        roles: ['ServiceUser'],
        permissions: [...permissions],
      },
    ],
    currentCompanyId: COMPANY,
    impersonatorName: null,
  };
}
export const MANAGER = userWith(PERMISSIONS);
export const READER = userWith(['TicketingReadTicket']);

type Handler = (request: { url: URL; method: string; body: unknown }) => unknown;

/** Answers the app's fetch calls from a table of handlers keyed by 'METHOD /api/path'; records every call. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://kaista.test');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'x' }), { status: 404 });
      const result = handler({ url, method, body });
      if (result instanceof Response) return result;
      return new Response(JSON.stringify(result), { status: method === 'POST' ? 201 : 200 });
    }),
  );
  return calls;
}

/** Renders the tickets routes at a path below /{companyId}, signed in as the given user. */
export function renderTickets(
  path: string,
  user: UserInfo = MANAGER,
): { router: ReturnType<typeof createMemoryRouter> } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.user, user);
  client.setQueryData(sessionKeys.profile, DEFAULT_PROFILE);
  client.setQueryData(sessionKeys.environment, { environment: 'development' });
  const router = createMemoryRouter([{ path: ':companyId', children: ticketsRoutes }], {
    initialEntries: [`/${COMPANY}/${path}`],
  });
  render(wrap(client, <RouterProvider router={router} />));
  return { router };
}

function wrap(client: QueryClient, children: ReactNode) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
