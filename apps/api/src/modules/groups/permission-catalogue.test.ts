import type { Group, PermissionCatalogue, SwitchedOffPermissions } from '@kaista/domain/groups';
import type { CompanyUser } from '@kaista/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;
const CATALOGUE = '/api/usermanagement/permissions';
const TEMPLATES = '/api/usermanagement/permissiongroups';

describe('the permission catalogue and the operator’s permission groups', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@kaista.example');
    dc = await t.login('dc@kaista.example');
    user = await t.login('user@aurora.example');
  }, 60_000);
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, session: string, payload?: object) =>
    t.request({ method, url, session, ...(payload === undefined ? {} : { payload }) });
  const entry = (catalogue: PermissionCatalogue, name: string) =>
    catalogue.permissions.find((permission) => permission.name === name);

  it('lets the super admin switch a permission off everywhere: no holder has it on their next request', async () => {
    expect((await call('GET', `${AURORA}/tickets`, user)).statusCode).toBe(200);
    expect(
      (await call('POST', `${CATALOGUE}/disable`, dc, { permissions: ['TicketingReadTicket'] })).statusCode,
    ).toBe(403);
    const off = await call('POST', `${CATALOGUE}/disable`, admin, { permissions: ['TicketingReadTicket'] });
    expect(entry(off.json<PermissionCatalogue>(), 'TicketingReadTicket')?.disabled).toBe(true);
    expect((await call('GET', `${AURORA}/tickets`, user)).statusCode).toBe(403);
    await call('POST', `${CATALOGUE}/disable`, admin, {
      permissions: ['TicketingReadTicket'],
      disabled: false,
    });
    expect((await call('GET', `${AURORA}/tickets`, user)).statusCode).toBe(200);
  });

  it('shows a composite as switched off only when all its members are', async () => {
    await call('POST', `${CATALOGUE}/disable`, admin, { permissions: ['FECompositeWriteOrder'] });
    const catalogue = (await call('GET', CATALOGUE, dc)).json<PermissionCatalogue>();
    expect(entry(catalogue, 'FECompositeWriteOrder')).toMatchObject({ disabled: true });
    expect(entry(catalogue, 'OrdersWriteCart')?.disabled).toBe(true);
    expect(entry(catalogue, 'FECompositeWriteMyOrderRequests')?.disabled).toBe(false);
    await call('POST', `${CATALOGUE}/disable`, admin, {
      permissions: ['FECompositeWriteOrder'],
      disabled: false,
    });
  });

  it('lets DC and CC switch permissions off in one company (§2 /company/permissions), not its manager', async () => {
    const manager = await t.login('manager@aurora.example');
    const url = `${AURORA}/usermanagement/permissions`;
    expect((await call('GET', url, manager)).statusCode).toBe(403);
    expect((await call('PUT', url, manager, { disabledPermissions: [] })).statusCode).toBe(403);
    const set = await call('PUT', url, dc, { disabledPermissions: ['TicketingReadTicket'] });
    expect(entry(set.json<PermissionCatalogue>(), 'TicketingReadTicket')?.disabledInCompany).toBe(true);
    expect((await call('GET', `${AURORA}/tickets`, user)).statusCode).toBe(403);
    expect((await call('GET', `/api/businesses/${DEMO_COMPANY.pohjola}/tickets`, manager)).statusCode).toBe(
      200,
    );
    // The manager's rights editors learn what is switched off there, and the user list's effective rights lack it.
    const off = await call('GET', `${url}/disabled`, manager);
    expect(off.json<SwitchedOffPermissions>().permissions).toEqual(['TicketingReadTicket']);
    expect((await call('GET', `${url}/disabled`, user)).statusCode).toBe(403);
    const ulla = (await call('GET', `${AURORA}/users?q=user@aurora`, manager)).json<{
      items: CompanyUser[];
    }>();
    expect(ulla.items[0]?.permissions).toContain('TicketingReadTicket');
    expect(ulla.items[0]?.effective.permissions).not.toContain('TicketingReadTicket');
    await call('PUT', url, dc, { disabledPermissions: [] });
    expect(
      (await call('GET', `${url}/disabled`, manager)).json<SwitchedOffPermissions>().permissions,
    ).toEqual([]);
    expect((await call('GET', `${AURORA}/tickets`, user)).statusCode).toBe(200);
    const log = (await call('GET', `${AURORA}/audit?pageSize=2`, dc)).json<{
      items: { subject: string }[];
    }>();
    expect(log.items.map((row) => row.subject)).toEqual(['−TicketingReadTicket', '+TicketingReadTicket']);
  });

  it('takes a member switched off in the company from the holders of its composite, and the composite too', async () => {
    const manager = await t.login('manager@aurora.example');
    const url = `${AURORA}/usermanagement/permissions`;
    const info = async () =>
      (await call('GET', '/api/users/self/info', manager))
        .json<{ organizations: { uid: string; permissions: string[] }[] }>()
        .organizations.find((org) => org.uid === DEMO_COMPANY.aurora)!.permissions;
    const summary = `${AURORA}/users/${(await call('GET', '/api/users/self/info', manager)).json<{ uid: string }>().uid}/cartsummary`;
    expect(await info()).toContain('OrdersWriteCart');
    await call('PUT', url, dc, { disabledPermissions: ['OrdersWriteCart'] });
    // The manager's membership holds 'FECompositeWriteOrder' itself: it no longer brings the cart back.
    const held = await info();
    expect(held).not.toContain('OrdersWriteCart');
    expect(held).not.toContain('FECompositeWriteOrder');
    expect(held).toContain('OrdersWriteNewOrder');
    expect((await call('GET', summary, manager)).statusCode).toBe(403);
    await call('PUT', url, dc, { disabledPermissions: [] });
    expect(await info()).toContain('OrdersWriteCart');
  });

  it('keeps the operator’s permission groups to the super admin, read by DC and CC', async () => {
    expect((await call('POST', TEMPLATES, dc, { name: 'Raportoija' })).statusCode).toBe(403);
    const created = await call('POST', TEMPLATES, admin, {
      name: 'Raportoija',
      permissions: ['ReportsReadReports'],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json<Group>();
    expect((await call('GET', `${TEMPLATES}/${group.uid}`, dc)).json<Group>().permissions).toEqual([
      'ReportsReadReports',
    ]);
    expect((await call('GET', `${TEMPLATES}/${group.uid}`, user)).statusCode).toBe(403);
    expect((await call('DELETE', `${TEMPLATES}/${group.uid}`, admin)).statusCode).toBe(204);
  });
});
