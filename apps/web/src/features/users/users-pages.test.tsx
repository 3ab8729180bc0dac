import { ROLES } from '@kaista/domain/shared/roles';
import { sessionCalls } from '@kaista/domain/session';
import { userCalls, type CompanyUser } from '@kaista/domain/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { testProfile, testUser } from '../../test/test-users';
import { UserListPage } from './user-list-page';
import { userPageRoutes } from './users-routes';

const COMPANY = '100001';
const manager = testUser(
  [],
  [
    {
      uid: COMPANY,
      roles: ['ServiceManagerUser'],
      permissions: ['ServicesReadService', 'TicketingReadTicket'],
    },
  ],
);
const ulla: CompanyUser = {
  uid: 'ulla',
  firstName: 'Ulla',
  lastName: 'Käyttäjä',
  email: 'user@aurora.example',
  roles: ['ServiceUser'],
  permissions: ['TicketingReadTicket'],
  twoFactorMethod: 'PASSWORD',
  version: 3,
};
const usersRoute = {
  path: 'company/users',
  children: [{ index: true, element: <UserListPage /> }, ...userPageRoutes],
};
const render = (path: string) =>
  renderRoutes([{ path: ':companyId', children: [usersRoute] }], `/${COMPANY}/company/users${path}`, {
    user: manager,
  });

// The first test of a file also waits for the lazily loaded page module.
describe('company users pages', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists users with role names, searches and filters by role through the address', async () => {
    const calls = mockApi([
      answer(userCalls.list, () => ({
        items: [ulla],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    render('');
    expect(
      await screen.findByRole('link', { name: 'Käyttäjä Ulla' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Service user' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Act as/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'ulla{Enter}');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('ulla'));
  });

  it('offers only the permissions the administrator holds, previews the menu change and saves with If-Match', async () => {
    const calls = mockApi([
      answer(userCalls.get, () => ulla),
      answer(userCalls.setRights, () => ({ ...ulla, permissions: ['ServicesReadService'], version: 4 })),
    ]);
    render('/ulla');
    const services = await screen.findByRole('checkbox', { name: 'View services' }, { timeout: 15_000 });
    expect(screen.getByRole('checkbox', { name: 'View invoices' })).toBeDisabled();
    await userEvent.click(services);
    await userEvent.click(screen.getByRole('checkbox', { name: 'View support requests' }));
    expect(screen.getByText(/Gains: Services/)).toBeInTheDocument();
    expect(screen.getByText(/Loses: Support requests/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tell the user of the change by e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the rights' }));
    expect(await screen.findByText('The rights were saved.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.ifMatch).toBe('"3"');
    expect(put?.url.searchParams.get('sendNotification')).toBe('true');
  });

  it('explains the page once, remembers the dismissal in the profile, and downloads the access review', async () => {
    const calls = mockApi([
      answer(userCalls.list, () => ({
        items: [ulla],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
      answer(sessionCalls.updateProfile, () => ({
        ...testProfile(COMPANY),
        oneTimeUserAndPermissionGroupViewNotification: true,
      })),
      answer(userCalls.accessReview, () => new Response('xlsx bytes')),
    ]);
    const saved = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    render('');
    expect(await screen.findByText('Users and their rights', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it, do not show again' }));
    await waitFor(() => expect(screen.queryByText('Users and their rights')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      oneTimeUserAndPermissionGroupViewNotification: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Access review (XLSX)' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.at(-1)?.url.pathname).toBe(`/api/businesses/${COMPANY}/users/access-review`);
    expect(calls.at(-1)?.url.searchParams.get('format')).toBe('xlsx');
  });

  it('shows no notice to someone who has dismissed it', async () => {
    mockApi([
      answer(userCalls.list, () => ({
        items: [ulla],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    renderRoutes([{ path: ':companyId', children: [usersRoute] }], `/${COMPANY}/company/users`, {
      user: manager,
      profile: { oneTimeUserAndPermissionGroupViewNotification: true },
    });
    expect(
      await screen.findByRole('link', { name: 'Käyttäjä Ulla' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Users and their rights')).not.toBeInTheDocument();
  });

  it('has a name for every role in every language', () => {
    for (const language of ['fi', 'en', 'sv'])
      for (const role of ROLES)
        expect(i18n.exists(`company-users.role-names.${role}`, { lng: language }), role).toBe(true);
  });
});
