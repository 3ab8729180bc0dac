import type { CompanySearchResult } from '@kaista/domain/company-search';
import type { Profile } from '@kaista/domain/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { CompanySearchPage } from './company-search-page';
import { json, operator, renderAt } from '../../test/render-at';

const fetchMock = vi.fn<typeof fetch>();
const aurora = { uid: '100001', name: 'Aurora Logistics Oy' };
const recents = Array.from({ length: 10 }, (_, index) => ({ uid: `2000${index}`, name: `Recent ${index}` }));
const result: CompanySearchResult = {
  total: 1,
  totalCapped: false,
  offset: 0,
  pageSize: 20,
  items: [
    {
      ...aurora,
      businessId: '2048049-4',
      customerNumber: 'DNA100001',
      city: 'Helsinki',
      customerStatus: 'CUSTOMER',
    },
  ],
};

function profileWith(changes: Partial<Profile>): Profile {
  return {
    userLanguage: 'en',
    currentCompanyInfo: null,
    defaultCompany: null,
    favourites: { companies: [] },
    searches: { companies: recents },
    mainTourDismissed: false,
    oneTimeUserAndPermissionGroupViewNotification: false,
    ...changes,
  };
}

const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/businesses/search2'))
      return json(url.includes('query=aur') ? result : { ...result, total: 0, items: [] });
    if (url === '/api/users/self/profile' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { favourites?: { companies: { uid: string }[] } };
      return json(profileWith(body.favourites ? { favourites: { companies: [aurora] } } : {}));
    }
    if (url.endsWith('/activate'))
      return json({ currentCompanyId: '100001', expiresAt: '2026-11-22T18:00:00Z' });
    if (url === '/api/users/self/info') return json({ ...operator, currentCompanyId: '100001' });
    return json({ code: 'NOT_FOUND', message: 'no' }, 404);
  });
});

afterEach(() => fetchMock.mockReset());

describe('company search at /0', () => {
  it('finds a company with its customer status and adds it to the favourites', async () => {
    const { router } = renderAt('/0', <CompanySearchPage />, operator, profileWith({}));
    await userEvent.type(screen.getByRole('searchbox', { name: /Company name/ }), 'aur');
    expect(
      await screen.findByRole('button', { name: 'Aurora Logistics Oy' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=aur');
    expect(screen.getByText('Customer')).toBeInTheDocument();
    expect(screen.getByText('1 company found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() =>
      expect(calls('PUT')[0]?.body).toEqual({ favourites: { companies: [{ uid: '100001' }] } }),
    );
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens a company at its home, first among at most 10 recent companies', async () => {
    const { router } = renderAt('/0', <CompanySearchPage />, operator, profileWith({}));
    await userEvent.type(screen.getByRole('searchbox', { name: /Company name/ }), 'aur');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Aurora Logistics Oy' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/100001/home'));
    const uids = (
      calls('PUT')[0]?.body as { searches: { companies: { uid: string }[] } }
    ).searches.companies.map((c) => c.uid);
    expect(uids).toEqual(['100001', ...recents.slice(0, 9).map((c) => c.uid)]);
    expect(calls('POST').map((call) => call.url)).toEqual(['/api/businesses/100001/activate']);
  });

  it('removes a company from the recent companies', async () => {
    renderAt('/0', <CompanySearchPage />, operator, profileWith({}));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Recent 3 from Recent companies' }));
    await waitFor(() =>
      expect(calls('PUT')[0]?.body).toEqual({
        searches: { companies: recents.filter((c) => c.uid !== '20003').map(({ uid }) => ({ uid })) },
      }),
    );
  });
});
