import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { ImpersonationBanner } from './impersonation-banner';
import { json, operator, renderAt } from '../../test/render-at';

const fetchMock = vi.fn<typeof fetch>();
const actingUser = {
  ...operator,
  uid: 'ulla',
  firstName: 'Ulla',
  lastName: 'Käyttäjä',
  name: 'Ulla Käyttäjä',
  email: 'user@aurora.example',
  type: 'external' as const,
  roles: [],
  impersonatorName: 'Cecilia Asiakaspalvelu',
};

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/impersonations' && init?.method === 'DELETE')
      return json({ currentCompanyId: '100001', expiresAt: '2026-11-22T18:00:00Z' });
    if (url === '/api/users/self/info') return json(operator);
    if (url === '/api/users/self/profile') return json({ userLanguage: 'en' });
    return json({ code: 'NOT_FOUND', message: 'no' }, 404);
  });
});

afterEach(() => fetchMock.mockReset());

describe('the impersonation banner', () => {
  it('is absent when nobody acts as another user', () => {
    renderAt('/100001/home', <ImpersonationBanner />, operator);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says who acts as whom, and stopping reloads the operator and goes back to the company served', async () => {
    const { router } = renderAt('/100001/home', <ImpersonationBanner />, actingUser);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Cecilia Asiakaspalvelu is acting as Ulla Käyttäjä (user@aurora.example)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop acting as user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/100001/company/users'));
    const methods = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(methods).toEqual(
      expect.arrayContaining([
        'DELETE /api/impersonations',
        'GET /api/users/self/info',
        'GET /api/users/self/profile',
      ]),
    );
  });
});
