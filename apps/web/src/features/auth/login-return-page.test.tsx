import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { saveInitialRoute, saveLoginState } from '../../lib/session/session-storage';
import { authRoutes } from './auth-routes';

const fetchMock = vi.fn<typeof fetch>();
// The route modules load lazily; the first import in a fresh test worker takes a moment.
const LAZY_ROUTE = { timeout: 10_000 };
const user = {
  uid: 'u1',
  firstName: 'Maria',
  lastName: 'Manninen',
  name: 'Maria Manninen',
  email: 'manager@aurora.example',
  type: 'external',
  roles: [],
  roleFeatures: [],
  organizations: [
    { uid: '100001', name: 'Aurora', isUpToDate: true, roles: ['ServiceManagerUser'], permissions: [] },
  ],
  currentCompanyId: '100001',
  impersonatorName: null,
};

function answer(url: string): Response {
  if (url === '/api/session') return Response.json({ currentCompanyId: '100001', expiresAt: 'x' });
  if (url === '/api/users/self/info') return Response.json(user);
  if (url === '/api/environment') return Response.json({ environment: 'development' });
  return Response.json({ userLanguage: 'fi', defaultCompany: { uid: '100001', name: 'Aurora' } });
}

function renderAt(path: string) {
  const router = createMemoryRouter([...authRoutes, { path: '*', element: <p>landed</p> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(async () => {
  sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => answer(String(input)));
  await i18n.changeLanguage('en');
});

afterEach(() => fetchMock.mockReset());

describe('/oauth', () => {
  it('refuses a state this tab did not send, without opening a session', async () => {
    saveLoginState('a'.repeat(64));
    renderAt(`/oauth?state=${'b'.repeat(64)}`);
    const heading = await screen.findByRole('heading', { name: 'Sign-in did not succeed' }, LAZY_ROUTE);
    expect(heading).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the session and returns to the route asked for before the login', async () => {
    const state = 'c'.repeat(64);
    saveLoginState(state);
    saveInitialRoute('/100001/tickets?status=open');
    const router = renderAt(`/oauth?state=${state}`);
    expect(await screen.findByText('landed', {}, LAZY_ROUTE)).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe('/100001/tickets?status=open');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual(
      expect.arrayContaining(['POST /api/session', 'GET /api/users/self/info', 'GET /api/environment']),
    );
    expect(sessionStorage.getItem('kaista.loginState')).toBeNull();
  });
});

describe('/defaultreturn', () => {
  it("opens the session and goes to the user's landing page", async () => {
    const router = renderAt('/defaultreturn');
    expect(await screen.findByText('landed', {}, LAZY_ROUTE)).toBeVisible();
    expect(router.state.location.pathname).toBe('/100001/home');
  });
});
