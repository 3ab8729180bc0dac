import { companySearchCalls, type CompanySearchResult } from '@kaista/domain/company-search';
import { sessionCalls, type Profile } from '@kaista/domain/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderAt } from '../../test/render-routes';
import { customerCare as operator } from '../../test/test-users';
import { CompanySearchPage } from './company-search-page';

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

let requests: ReturnType<typeof mockApi>;
const calls = (method: string) =>
  requests
    .filter((request) => request.method === method)
    .map(({ url, body }) => ({ url: url.pathname, body }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  requests = mockApi([
    answer(companySearchCalls.search, ({ url }) =>
      url.searchParams.get('query') === 'aur' ? result : { ...result, total: 0, items: [] },
    ),
    answer(sessionCalls.updateProfile, ({ body }) => {
      const update = body as { favourites?: { companies: { uid: string }[] } };
      return profileWith(update.favourites ? { favourites: { companies: [aurora] } } : {});
    }),
    answer(sessionCalls.activateCompany, () => ({
      currentCompanyId: '100001',
      expiresAt: '2026-11-22T18:00:00Z',
    })),
    answer(sessionCalls.userInfo, () => ({ ...operator, currentCompanyId: '100001' })),
  ]);
});

describe('company search at /0', () => {
  it('finds a company with its customer status and adds it to the favourites', async () => {
    const { router } = renderAt('/0', <CompanySearchPage />, operator, profileWith({}));
    await userEvent.type(screen.getByRole('searchbox', { name: /Company name/ }), 'aur');
    expect(await screen.findByRole('button', { name: 'Aurora Logistics Oy' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=aur');
    expect(screen.getByText('Customer')).toBeInTheDocument();
    expect(screen.getByText('1 company found')).toBeInTheDocument();
    // With a query the found companies come first, before the favourites and recent companies.
    const favourites = screen.getByRole('heading', { name: 'Favourite companies' });
    expect(
      screen.getByText('1 company found').compareDocumentPosition(favourites) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() =>
      expect(calls('PUT')[0]?.body).toEqual({ favourites: { companies: [{ uid: '100001' }] } }),
    );
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('puts the found companies first at the first letter typed, and the shortcuts at once when cleared', async () => {
    const { router } = renderAt('/0', <CompanySearchPage />, operator, profileWith({}));
    const favourites = screen.getByRole('heading', { name: 'Favourite companies' });
    const foundFirst = async () =>
      Boolean(
        (await screen.findByText(/compan(y|ies) found/)).compareDocumentPosition(favourites) &
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    expect(await foundFirst()).toBe(false);
    const box = screen.getByRole('searchbox', { name: /Company name/ });
    await userEvent.type(box, 'a');
    expect(router.state.location.search).toBe('');
    expect(await foundFirst()).toBe(true);

    await userEvent.type(box, 'ur');
    await waitFor(() => expect(router.state.location.search).toBe('?query=aur'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('');
    expect(await foundFirst()).toBe(false);
  });

  it('opens a company at its home, first among at most 10 recent companies', async () => {
    const { router } = renderAt('/0', <CompanySearchPage />, operator, profileWith({}));
    await userEvent.type(screen.getByRole('searchbox', { name: /Company name/ }), 'aur');
    await userEvent.click(await screen.findByRole('button', { name: 'Aurora Logistics Oy' }));
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
