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
});
