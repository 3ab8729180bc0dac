import type { Profile, UserInfo } from '@kaista/domain/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DEFAULT_PROFILE, sessionKeys } from '../lib/session/session-queries';

type Router = ReturnType<typeof createMemoryRouter>;

export type RenderOptions = { user: UserInfo; profile?: Partial<Profile>; environment?: string };

/**
 * Renders routes at an address with a signed-in user and profile, the way the session gate leaves them; an
 * address no route matches shows "elsewhere", so a test can see that the page sent the user away.
 */
export function renderRoutes(routes: RouteObject[], address: string, options: RenderOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.user, options.user);
  client.setQueryData(sessionKeys.profile, { ...DEFAULT_PROFILE, ...options.profile });
  client.setQueryData(sessionKeys.environment, { environment: options.environment ?? 'development' });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [address],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

/** Renders one element at a path, signed in: for a page or component tested without its area's routes. */
export function renderAt(path: string, element: ReactNode, user: UserInfo, profile: Partial<Profile> = {}) {
  return renderRoutes([{ path, element }], path, { user, profile });
}

/**
 * The browser's Back button, and the path it leads to: a form that was sent (or an object removed) should be
 * left behind, not come back blank (or as "not found").
 */
export async function goBack(router: Router): Promise<string> {
  await act(() => router.navigate(-1));
  return router.state.location.pathname;
}
