import type { Profile, UserInfo } from '@kaista/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../lib/i18n/i18n';
import { DEFAULT_PROFILE, sessionKeys } from '../../lib/session/session-queries';

export const operator: UserInfo = {
  uid: 'cc',
  firstName: 'Cecilia',
  lastName: 'Asiakaspalvelu',
  name: 'Cecilia Asiakaspalvelu',
  email: 'cc@kaista.example',
  type: 'internal',
  roles: ['CCUser'],
  roleFeatures: [],
  organizations: [],
  currentCompanyId: '0',
  impersonatorName: null,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Renders a page at a path with a signed-in user and profile, the way the session gate leaves them. */
export function renderAt(path: string, element: ReactNode, user: UserInfo, profile: Partial<Profile> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.user, user);
  client.setQueryData(sessionKeys.profile, { ...DEFAULT_PROFILE, ...profile });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { client, router };
}
