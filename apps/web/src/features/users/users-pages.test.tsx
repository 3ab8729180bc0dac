import { sessionCalls } from '@kaista/domain/session';
import { groupCalls, permissionCalls, type GroupSummary } from '@kaista/domain/groups';
import {
  endUserCalls,
  TWO_FACTOR_METHOD_NAMES,
  userCalls,
  type CompanyEndUser,
  type CompanyUser,
  type UserRights,
} from '@kaista/domain/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications } from '../../lib/notifications/notification-store';
import { answer, heldAnswer, mockApi } from '../../test/api-mock';
import { goBack } from '../../test/render-routes';
import { testProfile } from '../../test/test-users';
import { COMPANY, LASKUTUS, groupPage, renderUsersAt, userPage } from './users-test-fixtures';

const TUKI = '00000000-0000-4000-8000-000000000002';
const ulla: CompanyUser = {
  uid: 'ulla',
  firstName: 'Ulla',
  lastName: 'Käyttäjä',
  email: 'user@aurora.example',
  phone: null,
  roles: ['ServiceUser'],
  permissions: ['TicketingReadTicket'],
  twoFactorMethod: 'PASSWORD',
  groups: [
    {
      uid: LASKUTUS,
      kind: 'permission',
      name: 'Laskutus',
      roles: ['OrdererUser'],
      permissions: ['InvoicingReadInvoice'],
    },
  ],
  effective: {
    roles: ['ServiceUser', 'OrdererUser'],
    permissions: ['TicketingReadTicket', 'InvoicingReadInvoice'],
  },
  version: 3,
};
const laskutus: GroupSummary = {
  ...ulla.groups[0]!,
  memberCount: 1,
  version: 1,
};
const tuki: GroupSummary = {
  uid: TUKI,
  kind: 'authorization',
  name: 'Tukitiimi',
  roles: [],
  permissions: ['ServicesReadService'],
  memberCount: 0,
  version: 1,
};

// The first test of a file also waits for the lazily loaded page module.
describe('company users pages', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists users with role names and their count, searches and filters by role through the address', async () => {
    const calls = mockApi([answer(userCalls.list, () => userPage([ulla]))]);
    renderUsersAt('');
    expect(
      await screen.findByRole('link', { name: 'Käyttäjä Ulla' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('cell', { name: 'Service user, Orderer (through Laskutus)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Act as/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Users: 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'ulla{Enter}');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('ulla'));
    // The company's roles, each once (one role has two spellings), and no operator's role.
    await userEvent.click(screen.getByRole('button', { name: /Role$/ }));
    const roles = screen.getAllByRole('option').map((option) => option.textContent);
    expect(roles.filter((role) => role === 'Service manager')).toHaveLength(1);
    expect(roles.filter((role) => role === 'Employee')).toHaveLength(1);
    expect(roles).not.toContain('Delivery coordinator');
  });

  it('offers only the permissions the administrator holds, previews the menu change and saves with If-Match', async () => {
    const calls = mockApi([
      answer(userCalls.get, () => ulla),
      answer(userCalls.setRights, () => ({ ...ulla, permissions: ['ServicesReadService'], version: 4 })),
    ]);
    renderUsersAt('/ulla');
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

  it('asks before leaving rights changed and unsaved, and lets the page go once they are saved', async () => {
    let current = ulla;
    mockApi([
      answer(userCalls.get, () => current),
      answer(userCalls.setRights, ({ body }) => {
        current = { ...current, ...(body as UserRights), version: current.version + 1 };
        return current;
      }),
    ]);
    const { router } = renderUsersAt('/ulla');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'View services' }, { timeout: 15_000 }),
    );
    await act(() => router.navigate(`/${COMPANY}/home`));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave the form?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save the rights' }));
    expect(await screen.findByText('The rights were saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Gains: Services/)).not.toBeInTheDocument());
    await act(() => router.navigate(`/${COMPANY}/home`));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY}/home`));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('previews by effective rights: what a group still gives is not lost, and actions are named', async () => {
    mockApi([answer(userCalls.get, () => ulla)]);
    renderUsersAt('/ulla');
    const services = await screen.findByRole('checkbox', { name: 'View services' }, { timeout: 15_000 });
    // Ulla's group Laskutus gives the invoices; her own tickets right goes, services come.
    await userEvent.click(services);
    await userEvent.click(screen.getByRole('checkbox', { name: 'View support requests' }));
    expect(screen.getByText(/Loses: Support requests/)).toBeInTheDocument();
    expect(screen.queryByText(/Loses:.*Invoices/)).not.toBeInTheDocument();
    expect(screen.getByText('What the change does to the menu and actions')).toBeInTheDocument();
    // Undoing the change leaves nothing to preview.
    await userEvent.click(services);
    await userEvent.click(screen.getByRole('checkbox', { name: 'View support requests' }));
    expect(screen.queryByText('What the change does to the menu and actions')).not.toBeInTheDocument();
  });

  it('shows the effective rights with the groups they come from, and filters the list by group', async () => {
    const calls = mockApi([
      answer(userCalls.list, () => userPage([ulla])),
      answer(groupCalls.permission.list, () => groupPage([laskutus])),
      answer(groupCalls.authorization.list, () => groupPage([tuki])),
    ]);
    renderUsersAt('');
    expect(
      await screen.findByRole(
        'cell',
        { name: 'Service user, Orderer (through Laskutus)' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Laskutus' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tukitiimi (user group)' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('group')).toBe(TUKI));
  });

  it('keeps the group filter shut until the groups come, so it never lists all groups alone', async () => {
    const groups = heldAnswer(answer(groupCalls.permission.list, () => groupPage([laskutus])));
    mockApi([
      answer(userCalls.list, () => userPage([ulla])),
      groups.held,
      answer(groupCalls.authorization.list, () => groupPage([tuki])),
    ]);
    renderUsersAt('');
    const filter = await screen.findByRole('button', { name: /Group/ }, { timeout: 15_000 });
    expect(filter).toBeDisabled();
    groups.release();
    await waitFor(() => expect(filter).toBeEnabled());
    await userEvent.click(filter);
    expect(await screen.findByRole('option', { name: 'Laskutus (permission group)' })).toBeInTheDocument();
  });

  it('adds the user to a group with the version of their rights, and hides switched-off permissions', async () => {
    const calls = mockApi([
      answer(userCalls.get, () => ulla),
      answer(permissionCalls.switchedOff, () => ({ permissions: ['ServicesReadService' as const] })),
      answer(groupCalls.userGroups, () => ({
        authorizationGroupIds: [],
        permissionGroupIds: [LASKUTUS],
        groups: [laskutus],
        version: 3,
      })),
      answer(groupCalls.permission.list, () => groupPage([laskutus])),
      answer(groupCalls.authorization.list, () => groupPage([tuki])),
      answer(groupCalls.setUserGroups, () => ({
        authorizationGroupIds: [TUKI],
        permissionGroupIds: [LASKUTUS],
        groups: [laskutus, tuki],
        version: 4,
      })),
    ]);
    renderUsersAt('/ulla');
    const effective = await screen.findByRole(
      'region',
      { name: 'What the user may do' },
      { timeout: 15_000 },
    );
    expect(within(effective).getByText('View invoices').nextSibling).toHaveTextContent(
      'permission group Laskutus',
    );
    expect(within(effective).getByText('View support requests').nextSibling).toHaveTextContent('own');
    await screen.findByRole('button', { name: 'Remove from Laskutus' });
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: /View services/ })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: /Add to a group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tukitiimi (user group)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The groups were saved.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.ifMatch).toBe('"3"');
    expect(put?.body).toEqual({ authorizationGroupIds: [TUKI], permissionGroupIds: [LASKUTUS] });
  });

  it('links the user to an end user found by name, and says so when someone else holds it', async () => {
    const satu: CompanyEndUser = {
      uid: '00000000-0000-4000-8093-000000000007',
      partyType: 'INDIVIDUAL',
      name: 'Satu Nieminen',
      email: 'satu.nieminen@aurora.example',
      mobileNumber: '+358403100002',
      linkedUserUid: null,
    };
    const firm: CompanyEndUser = {
      ...satu,
      uid: '00000000-0000-4000-8093-000000900002',
      name: 'Satu Oy',
      partyType: 'ORGANIZATION',
    };
    const calls = mockApi([
      answer(userCalls.get, () => ulla),
      answer(endUserCalls.linked, () => ({ endUser: null })),
      answer(endUserCalls.list, () => ({
        items: [satu, firm],
        total: 2,
        totalCapped: false,
        offset: 0,
        pageSize: 10,
      })),
      answer(endUserCalls.link, ({ body }) =>
        (body as { uid: string }).uid === firm.uid
          ? Response.json({ code: 'ILLEGAL_STATE', message: 'taken' }, { status: 409 })
          : { endUser: { ...satu, linkedUserUid: 'ulla' } },
      ),
    ]);
    renderUsersAt('/ulla');
    const section = await screen.findByRole('region', { name: 'End user' }, { timeout: 15_000 });
    expect(await within(section).findByText('Not linked to an end user.')).toBeInTheDocument();
    await userEvent.type(
      within(section).getByRole('searchbox', { name: 'Find an end user by name or e-mail' }),
      'satu{Enter}',
    );
    await userEvent.click(await within(section).findByRole('button', { name: 'Link to Satu Oy' }));
    expect(
      await within(section).findByText('That end user is already linked to another user of the company.'),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Link to Satu Nieminen' }));
    expect(await within(section).findByText('The user is now linked to Satu Nieminen.')).toBeInTheDocument();
    const search = calls.find((call) => call.url.pathname.endsWith('/endusers'));
    expect(search?.url.searchParams.get('name')).toBe('satu');
    expect(search?.url.searchParams.get('unlinked')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { uid: firm.uid },
      { uid: satu.uid },
    ]);
  });

  it('explains the page once, remembers the dismissal in the profile, and downloads the access review', async () => {
    const calls = mockApi([
      answer(userCalls.list, () => userPage([ulla])),
      answer(sessionCalls.updateProfile, () => ({
        ...testProfile(COMPANY),
        oneTimeUserAndPermissionGroupViewNotification: true,
      })),
      answer(userCalls.accessReview, () => new Response('xlsx bytes')),
    ]);
    const saved = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    renderUsersAt('');
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
    mockApi([answer(userCalls.list, () => userPage([ulla]))]);
    renderUsersAt('', { profile: { oneTimeUserAndPermissionGroupViewNotification: true } });
    expect(
      await screen.findByRole('link', { name: 'Käyttäjä Ulla' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Users and their rights')).not.toBeInTheDocument();
  });

  it('says why SMS codes are refused for a user without a mobile number', async () => {
    mockApi([
      answer(userCalls.get, () => ulla),
      answer(userCalls.setAuthentication, () =>
        Response.json({ code: 'ILLEGAL_STATE', message: 'no mobile number' }, { status: 409 }),
      ),
    ]);
    renderUsersAt('/ulla');
    await userEvent.click(
      await screen.findByRole('radio', { name: TWO_FACTOR_METHOD_NAMES.SMS.en }, { timeout: 15_000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: i18n.t('users.use-method') }));
    expect(await screen.findByText(i18n.t('users.method-needs-phone'))).toBeInTheDocument();
  });

  it('sets the mobile number by the phone rule, with the version read, and says when it was changed meanwhile', async () => {
    let stale = false;
    let stored = ulla;
    const calls = mockApi([
      answer(userCalls.get, () => stored),
      answer(userCalls.setPhone, ({ body }) => {
        if (stale) return Response.json({ code: 'PRECONDITION_FAILED', message: 'stale' }, { status: 412 });
        stored = { ...ulla, phone: (body as { phone: string }).phone, version: 4 };
        return stored;
      }),
    ]);
    renderUsersAt('/ulla');
    const details = await screen.findByRole('region', { name: 'Details' }, { timeout: 15_000 });
    expect(within(details).getByText('Not given')).toBeInTheDocument();
    // The number is shown once: its field opens in place of a second copy.
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Change the mobile number' }));
    const section = within(details).getByRole('form', { name: 'Change the mobile number' });
    const field = within(section).getByRole('textbox', { name: 'Mobile number' });
    // Without the country code the SMS gateway cannot send to it: refused before any call.
    await userEvent.type(field, '040 123 4567');
    await userEvent.click(within(section).getByRole('button', { name: 'Save the mobile number' }));
    expect(await within(section).findByText(i18n.t('validation.mobile-with-code'))).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '+358 40 123 4567');
    await userEvent.click(within(section).getByRole('button', { name: 'Save the mobile number' }));
    await waitFor(() =>
      expect(currentNotifications().map((notice) => notice.text)).toContain('The mobile number was saved.'),
    );
    expect(section).not.toBeInTheDocument();
    expect(await within(details).findByText('040 123 4567')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/businesses/${COMPANY}/users/ulla/phone`);
    expect(put?.body).toEqual({ phone: '+358401234567' });
    expect(put?.ifMatch).toBe('"3"');
    stale = true;
    await userEvent.click(within(details).getByRole('button', { name: 'Change the mobile number' }));
    const again = within(details).getByRole('form', { name: 'Change the mobile number' });
    const second = within(again).getByRole('textbox', { name: 'Mobile number' });
    expect(second).toHaveValue('+358401234567');
    await userEvent.clear(second);
    await userEvent.type(second, '+358 50 765 4321');
    await userEvent.click(within(again).getByRole('button', { name: 'Save the mobile number' }));
    expect(
      await within(again).findByText('Someone changed the user meanwhile. Reload and try again.'),
    ).toBeInTheDocument();
    // Escape leaves the number as it was.
    await userEvent.keyboard('{Escape}');
    expect(again).not.toBeInTheDocument();
    expect(within(details).getByText('040 123 4567')).toBeInTheDocument();
  });

  it('adds a user with their mobile number, without white space', async () => {
    const calls = mockApi([
      answer(userCalls.create, ({ body }) => ({
        ...ulla,
        uid: 'eeva',
        firstName: 'Eeva',
        phone: (body as { phone: string | null }).phone,
      })),
      answer(userCalls.get, () => ({ ...ulla, uid: 'eeva', firstName: 'Eeva' })),
    ]);
    const { router } = renderUsersAt('/new');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /First name/ }, { timeout: 15_000 }),
      'Eeva',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Numeroinen');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'eeva.numeroinen@aurora.example');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+358 40 111 2233');
    await userEvent.click(screen.getByRole('button', { name: 'Add the user' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      firstName: 'Eeva',
      phone: '+358401112233',
    });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/eeva$/));
    expect(await goBack(router)).not.toMatch(/\/new$/);
  });

  it('says so when the e-mail address linked a person already in Kaista under another name', async () => {
    mockApi([
      answer(userCalls.create, () => ({ ...ulla, uid: 'eeva', firstName: 'Eeva', lastName: 'Entinen' })),
      answer(userCalls.get, () => ({ ...ulla, uid: 'eeva', firstName: 'Eeva', lastName: 'Entinen' })),
    ]);
    renderUsersAt('/new');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /First name/ }, { timeout: 15_000 }),
      'Eeva',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Numeroinen');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'eeva@pohjola.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add the user' }));
    await waitFor(() =>
      expect(currentNotifications().map((notification) => notification.text)).toContain(
        'The address already belonged to a Kaista user, Eeva Entinen, who was added to the company under their own name (not as Eeva Numeroinen). They get an e-mail about it.',
      ),
    );
  });
});
