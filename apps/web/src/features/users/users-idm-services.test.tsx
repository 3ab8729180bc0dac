import {
  externalServiceCalls,
  idmCalls,
  userCalls,
  type CompanyUser,
  type IdmRoleGroup,
  type UserExternalService,
} from '@kaista/domain/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { userPageRoutes } from './users-routes';

const COMPANY = '100001';
const anna: CompanyUser = {
  uid: 'anna',
  firstName: 'Anna',
  lastName: 'Laine',
  email: 'anna.laine@aurora.example',
  phone: null,
  roles: ['EmployeeUser'],
  permissions: ['OrdersRequestOrderRequest'],
  twoFactorMethod: 'PASSWORD',
  groups: [],
  effective: { roles: ['EmployeeUser'], permissions: ['OrdersRequestOrderRequest'] },
  version: 3,
};
const basic: IdmRoleGroup = { uid: 'g-basic', name: 'Peruskäyttäjä', roles: ['ServiceUser'], template: true };
const office: IdmRoleGroup = {
  uid: 'g-office',
  name: 'Auroran toimisto',
  roles: ['ServiceUser', 'EmployeeUser'],
  template: false,
};
const dc = testUser(['DCUser']);
const manager = testUser(
  [],
  [{ uid: COMPANY, roles: ['ServiceManagerUser'], permissions: ['OrdersRequestOrderRequest'] }],
);
const render = (user: typeof dc) =>
  renderRoutes(
    [{ path: ':companyId', children: [{ path: 'company/users', children: userPageRoutes }] }],
    `/${COMPANY}/company/users/anna`,
    { user },
  );
const services = (pace: UserExternalService['access']): UserExternalService[] => [
  { service: 'mobileid', access: null, version: 0 },
  { service: 'pace', access: pace, version: pace ? 2 : 0 },
];

describe('IDM roles and service roles on the user page', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows DC the IDM roles, previews a role group and applies it as the user’s rights with If-Match', async () => {
    const calls = mockApi([
      answer(userCalls.get, () => anna),
      answer(idmCalls.roleGroups, () => ({
        items: [office, basic],
        companyRoles: ['EmployeeUser', 'ServiceUser'],
        hasEmployeeUserRole: true,
      })),
      answer(idmCalls.userRoles, () => ({
        email: anna.email,
        userUid: 'anna',
        roles: ['EmployeeUser'],
        matchingGroups: [],
      })),
      answer(userCalls.setRights, () => ({ ...anna, roles: ['ServiceUser'], version: 4 })),
    ]);
    render(dc);
    const section = await screen.findByRole('region', { name: 'IDM roles' }, { timeout: 15_000 });
    expect(await within(section).findByText('The company has the employee role')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: /Role group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Peruskäyttäjä (template)' }));
    expect(within(section).getByText('The user gains the roles: Service user')).toBeInTheDocument();
    expect(within(section).getByText('The user loses the roles: Employee')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Apply the role group' }));
    expect(await within(section).findByText('The role group Peruskäyttäjä was applied.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.ifMatch).toBe('"3"');
    expect(put?.body).toEqual({ roles: ['ServiceUser'], permissions: ['OrdersRequestOrderRequest'] });
    expect(
      calls.find((call) => call.url.pathname.endsWith('/idmuserroles'))?.url.searchParams.get('email'),
    ).toBe(anna.email);
  });

  it('hides the IDM roles from a company manager, and switches a service on (POST) and off (PUT, If-Match)', async () => {
    let pace: UserExternalService['access'] = null;
    const calls = mockApi([
      answer(userCalls.get, () => anna),
      answer(externalServiceCalls.list, () => ({ items: services(pace) })),
      answer(externalServiceCalls.enrol, ({ body }) => {
        pace = body as UserExternalService['access'];
        return { service: 'pace' as const, access: pace, version: 2 };
      }),
      answer(externalServiceCalls.change, ({ body }) => {
        pace = body as UserExternalService['access'];
        return { service: 'pace' as const, access: pace, version: 3 };
      }),
    ]);
    render(manager);
    const section = await screen.findByRole('region', { name: 'Roles in services' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'IDM roles' })).not.toBeInTheDocument();
    expect(within(section).getByText('External roles').nextSibling).toHaveTextContent('Employee');
    const toggle = await within(section).findByRole('checkbox', { name: 'Access to PACE service' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await within(section).findByText('The role in PACE service was saved.')).toBeInTheDocument();
    expect(await within(section).findByRole('checkbox', { name: 'Access to PACE service' })).toBeChecked();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Access to PACE service' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const [post] = calls.filter((call) => call.method === 'POST');
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(post?.body).toEqual({ userRole: 'USER', permission: true });
    expect(put?.body).toEqual({ userRole: 'USER', permission: false });
    expect(put?.ifMatch).toBe('"2"');
  });

  it('offers MANAGER of a service only to a manager of it (decision 009), and keeps an existing MANAGER shown', async () => {
    // The acting user (u1) manages PACE and only uses Mobile ID; Anna is a user of both, and a manager of
    // the alert service (switched off) and of messaging.
    const mine: UserExternalService[] = [
      { service: 'mobileid', access: { userRole: 'USER', permission: true }, version: 1 },
      { service: 'pace', access: { userRole: 'MANAGER', permission: true }, version: 1 },
    ];
    const annas: UserExternalService[] = [
      { service: 'mobileid', access: { userRole: 'USER', permission: true }, version: 2 },
      { service: 'pace', access: { userRole: 'USER', permission: true }, version: 2 },
      { service: 'messaging', access: { userRole: 'MANAGER', permission: true }, version: 2 },
      { service: 'alert', access: { userRole: 'MANAGER', permission: false }, version: 2 },
    ];
    const calls = mockApi([
      answer(userCalls.get, () => anna),
      answer(externalServiceCalls.list, ({ params }) => ({ items: params.userId === 'u1' ? mine : annas })),
      answer(externalServiceCalls.change, ({ body }) => ({
        service: 'pace' as const,
        access: body as NonNullable<UserExternalService['access']>,
        version: 3,
      })),
    ]);
    render(manager);
    const section = await screen.findByRole('region', { name: 'Roles in services' }, { timeout: 15_000 });

    // Not a manager of Mobile ID: MANAGER is not offered, and the field says why.
    const mobileRole = await within(section).findByRole('button', { name: /Role in Mobile ID/ });
    expect(mobileRole).toHaveAccessibleDescription(
      'Only a manager of Mobile ID can make others its managers.',
    );
    await userEvent.click(mobileRole);
    expect(await screen.findByRole('option', { name: 'Manager' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    // Anna's MANAGER of messaging stays readable, with nothing held back.
    const messagingRole = within(section).getByRole('button', { name: /Role in Messaging/ });
    expect(messagingRole).toHaveTextContent('Manager');
    expect(messagingRole).not.toHaveAccessibleDescription();

    // Switching the alert service back on would make her a manager again: held back, with the way out.
    expect(within(section).getByRole('checkbox', { name: 'Access to Alert service' })).toBeDisabled();
    expect(
      within(section).getByRole('button', { name: /Role in Alert service/ }),
    ).toHaveAccessibleDescription(
      "Only a manager of Alert service can switch a manager's access on. Choose User to switch it on.",
    );

    // A manager of PACE makes her a manager of it.
    const paceRole = within(section).getByRole('button', { name: /Role in PACE service/ });
    expect(paceRole).not.toHaveAccessibleDescription();
    await userEvent.click(paceRole);
    const paceManager = await screen.findByRole('option', { name: 'Manager' });
    expect(paceManager).not.toHaveAttribute('aria-disabled');
    await userEvent.click(paceManager);
    expect(await within(section).findByText('The role in PACE service was saved.')).toBeInTheDocument();
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ userRole: 'MANAGER', permission: true });
    expect(calls.some((call) => call.url.pathname.endsWith('/users/u1/externalservice'))).toBe(true);
  });
});
