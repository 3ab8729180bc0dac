import {
  CUSTOM_SELECTIONS_TEMPLATE_ID,
  groupCalls,
  permissionCalls,
  type Group,
  type GroupSummary,
} from '@kaista/domain/groups';
import { userCalls } from '@kaista/domain/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { goBack, renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { adminPermissionsRoute, companyGroupsRoute } from './groups-routes';

const COMPANY = '100001';
const manager = testUser(
  [],
  [{ uid: COMPANY, roles: ['ServiceManagerUser'], permissions: ['TicketingReadTicket', 'OrdersReadOrder'] }],
);
const summary: GroupSummary = {
  uid: '00000000-0000-4000-8092-000000000005',
  kind: 'permission',
  name: 'Tukipyyntöjen käsittelijät',
  roles: [],
  permissions: ['TicketingReadTicket'],
  memberCount: 1,
  version: 2,
};
const group: Group = {
  ...summary,
  members: [{ uid: 'jukka', firstName: 'Jukka', lastName: 'Lehtonen', email: 'jukka@aurora.example' }],
};
const page = (items: GroupSummary[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 100,
});
const render = (path: string) =>
  renderRoutes(
    [{ path: ':companyId', children: [companyGroupsRoute] }],
    `/${COMPANY}/company/groups${path}`,
    {
      user: manager,
    },
  );

describe('company groups pages', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists both kinds with their rights and member counts', async () => {
    mockApi([
      answer(groupCalls.permission.list, () => page([summary])),
      answer(groupCalls.authorization.list, () => page([])),
    ]);
    render('');
    expect(await screen.findByRole('link', { name: 'Tukipyyntöjen käsittelijät' })).toBeInTheDocument();
    expect(await screen.findByText('No groups yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((count) => count.textContent)).toEqual([
      'Groups: 1',
      'Groups: 0',
    ]);
    expect(screen.getByRole('link', { name: 'New permission group' })).toBeInTheDocument();
  });

  it('checks a new group’s name by the server’s rule, tells it at a press of create, and creates only with a valid one', async () => {
    const calls = mockApi([
      answer(groupCalls.permission.create, ({ body }) => ({ ...group, ...(body as object) })),
    ]);
    const { router } = render('/permissiongroup/new');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    const create = screen.getByRole('button', { name: 'Create the group' });
    const user = userEvent.setup();
    await user.click(create);
    expect(await screen.findByText('This field cannot be empty.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, 'Tiimi #1');
    expect(screen.getByText(/Use letters, digits, spaces/)).toBeInTheDocument();
    await user.click(create);
    expect(name).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.clear(name);
    await user.type(name, 'Tiimi 1');
    expect(screen.queryByText(/Use letters, digits, spaces/)).not.toBeInTheDocument();
    await user.click(create);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'Tiimi 1' }),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/\/new$/));
    expect(await goBack(router)).not.toMatch(/\/new$/);
  });

  it('tells a name another group has at the name field, with the focus there, and clears it once the name changes', async () => {
    mockApi([
      answer(groupCalls.permission.create, () =>
        Response.json(
          { code: 'VALIDATION_ERROR', message: 'Taken.', fieldErrors: { name: 'groups.name-taken' } },
          { status: 400 },
        ),
      ),
    ]);
    render('/permissiongroup/new');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    const user = userEvent.setup();
    await user.type(name, 'Laskutus');
    await user.click(screen.getByRole('button', { name: 'Create the group' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A group of that name already exists.'));
    expect(name).toHaveFocus();
    expect(screen.getAllByText('A group of that name already exists.')).toHaveLength(1);
    await user.type(name, ' 2');
    expect(screen.queryByText('A group of that name already exists.')).not.toBeInTheDocument();
  });

  it('offers only the rights the manager holds, and saves the members with the version read', async () => {
    const calls = mockApi([
      answer(groupCalls.permission.get, () => group),
      answer(userCalls.list, () => ({
        items: [
          {
            uid: 'timo',
            firstName: 'Timo',
            lastName: 'Mäkelä',
            email: 'timo@aurora.example',
            phone: null,
            roles: ['EmployeeUser'],
            permissions: [],
            twoFactorMethod: 'PASSWORD' as const,
            groups: [],
            effective: { roles: ['EmployeeUser'], permissions: [] },
            version: 1,
          },
        ],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 10,
      })),
      answer(groupCalls.permission.setMembers, () => ({ ...group, version: 3 })),
    ]);
    render(`/permissiongroup/${group.uid}`);
    expect(
      await screen.findByRole('heading', { name: 'Tukipyyntöjen käsittelijät', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'View invoices' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'View invoices' })).toHaveAccessibleDescription(
      'The greyed roles and rights are not yours to give: you can give only those you hold yourself.',
    );
    expect(screen.getByRole('checkbox', { name: 'View orders' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'View orders' })).not.toHaveAccessibleDescription();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Find a user by name or e-mail' }), 'timo{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add Timo Mäkelä' }));
    await user.click(screen.getByRole('button', { name: 'Save the members' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ userIds: ['jukka', 'timo'] });
    expect(put.ifMatch).toBe('"2"');
  });

  it('asks before leaving rights changed and unsaved, and lets the page go once they are saved', async () => {
    let current = group;
    mockApi([
      answer(groupCalls.permission.get, () => current),
      answer(groupCalls.permission.update, ({ body }) => {
        current = { ...current, ...(body as Partial<Group>), version: current.version + 1 };
        return current;
      }),
    ]);
    const { router } = render(`/permissiongroup/${group.uid}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'View orders' }));
    await act(() => router.navigate(`/${COMPANY}/company/groups`));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave the form?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('checkbox', { name: 'View orders' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(i18n.t('groups.saved'))).toBeInTheDocument();
    await waitFor(() => expect(current.permissions).toContain('OrdersReadOrder'));
    await act(() => router.navigate(`/${COMPANY}/company/groups`));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY}/company/groups`));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('removes a group only once asked, saying its members lose what it gave them', async () => {
    const calls = mockApi([
      answer(groupCalls.permission.get, () => group),
      answer(groupCalls.permission.remove, () => new Response(null, { status: 204 })),
      answer(groupCalls.permission.list, () => page([])),
      answer(groupCalls.authorization.list, () => page([])),
    ]);
    const { router } = render(`/permissiongroup/${group.uid}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove the group' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the group?' });
    expect(dialog).toHaveTextContent(
      'The group Tukipyyntöjen käsittelijät will be removed. Its members (1) lose the rights they had through it.',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove the group' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY}/company/groups`));
    expect(await goBack(router)).not.toContain(group.uid);
  });

  it('says a group that is not there is not found, with the way back and no retry', async () => {
    mockApi([]);
    render(`/permissiongroup/${group.uid}`);
    expect(await screen.findByText('The group was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to groups' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a group that failed to load could not be loaded, and loads it on a retry', async () => {
    let failing = true;
    mockApi([
      answer(groupCalls.permission.get, () =>
        failing ? Response.json({ code: 'INTERNAL', message: 'Down' }, { status: 500 }) : group,
      ),
    ]);
    render(`/permissiongroup/${group.uid}`);
    expect(await screen.findByText('The page could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('The group was not found.')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: group.name })).toBeInTheDocument();
  });

  it('lets the super admin open an operator template from the list, with the custom selections last, and save it with If-Match', async () => {
    const admin = testUser(['SuperAdmin'], []);
    const calls = mockApi([
      answer(permissionCalls.catalogue, () => ({ permissions: [] })),
      answer(groupCalls.global.templates, () => ({
        data: [
          { uid: summary.uid, name: 'Peruskäyttäjä', roles: [], permissions: ['TicketingReadTicket'] },
          { uid: CUSTOM_SELECTIONS_TEMPLATE_ID, name: 'Own selections', roles: [], permissions: [] },
        ],
      })),
      answer(groupCalls.global.get, () => ({ ...group, name: 'Peruskäyttäjä', members: [] })),
      answer(groupCalls.global.update, () => ({ ...group, name: 'Peruskäyttäjä', members: [], version: 3 })),
    ]);
    renderRoutes([{ path: '0', children: [adminPermissionsRoute] }], '/0/admintools/permissions', {
      user: admin,
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Peruskäyttäjä' }, { timeout: 15_000 }));
    expect(screen.queryByRole('link', { name: 'Own selections' })).not.toBeInTheDocument();
    const invoices = await screen.findByRole('checkbox', { name: 'View invoices' }, { timeout: 15_000 });
    await userEvent.click(invoices);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/usermanagement/permissiongroups/${summary.uid}`);
    expect(put.ifMatch).toBe('"2"');
    expect(put.body).toEqual({
      name: 'Peruskäyttäjä',
      roles: [],
      permissions: ['TicketingReadTicket', 'InvoicingReadInvoice'],
    });
  });

  it('tells the super admin when the templates could not be loaded, instead of loading them for ever', async () => {
    mockApi([answer(permissionCalls.catalogue, () => ({ permissions: [] }))]);
    renderRoutes([{ path: '0', children: [adminPermissionsRoute] }], '/0/admintools/permissions', {
      user: testUser(['SuperAdmin'], []),
    });
    const templates = await screen.findByRole(
      'region',
      { name: 'Permission group templates' },
      { timeout: 15_000 },
    );
    expect(await within(templates).findByText('The groups could not be loaded.')).toBeInTheDocument();
    expect(within(templates).queryByRole('status')).not.toBeInTheDocument();
  });
});
