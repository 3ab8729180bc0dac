import type { AuditPage } from '@kaista/domain/audit';
import type { Group, GroupSummary, PermissionTemplate, UserGroupsAnswer } from '@kaista/domain/groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;
const POHJOLA = `/api/businesses/${DEMO_COMPANY.pohjola}`;
const KETTU = `/api/businesses/${DEMO_COMPANY.kettu}`;
const TIMO = demoUuid(91, 3);
const JUKKA = demoUuid(91, 1);
const KAISA = demoUuid(91, 8);
const MANAGER = demoUuid(1, 5);
const SMS_MANAGER = demoUuid(1, 8);
const AURORA_TICKETS_GROUP = demoUuid(92, 5);

describe('permission groups and authorization groups', () => {
  let t: TestApp;
  let manager: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    dc = await t.login('dc@kaista.example');
  }, 60_000);
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, session = manager, headers = {}) =>
    t.request({ method, url, session, headers, ...(payload === undefined ? {} : { payload }) });

  it('gives a group’s permissions to its members on their very next request, and takes them back', async () => {
    const timo = await t.login('timo.makela@aurora.example');
    expect((await call('GET', `${AURORA}/tickets`, undefined, timo)).statusCode).toBe(403);
    const created = await call('POST', `${AURORA}/permissiongroups`, {
      name: 'Tukipyynnöt',
      permissions: ['TicketingReadTicket'],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json<Group>();
    const joined = await call('PUT', `${AURORA}/permissiongroups/${group.uid}/members`, { userIds: [TIMO] });
    expect(joined.json<Group>().members.map((m) => m.email)).toEqual(['timo.makela@aurora.example']);
    expect((await call('GET', `${AURORA}/tickets`, undefined, timo)).statusCode).toBe(200);
    const refreshed = await call('POST', `${AURORA}/users/${TIMO}/refresh`, undefined, timo);
    expect(refreshed.json<{ permissions: string[] }>().permissions).toContain('TicketingReadTicket');

    await call('PUT', `${AURORA}/permissiongroups/${group.uid}/permissionentries`, {
      roles: [],
      permissions: [],
    });
    expect((await call('GET', `${AURORA}/tickets`, undefined, timo)).statusCode).toBe(403);
    expect((await call('DELETE', `${AURORA}/permissiongroups/${group.uid}`)).statusCode).toBe(204);
    expect((await call('GET', `${AURORA}/permissiongroups/${group.uid}`)).statusCode).toBe(404);
  });

  it('lists both kinds, finds by name, and filters the users list by group', async () => {
    const permission = (await call('GET', `${AURORA}/permissiongroups?q=tuki`)).json<{
      items: GroupSummary[];
    }>();
    expect(permission.items.map((g) => [g.name, g.memberCount])).toEqual([['Tukipyyntöjen käsittelijät', 2]]);
    const authorization = (await call('GET', `${AURORA}/authorizationgroups`)).json<{
      items: GroupSummary[];
    }>();
    expect(authorization.items.map((g) => g.kind)).toEqual(['authorization']);
    const users = (await call('GET', `${AURORA}/users?group=${AURORA_TICKETS_GROUP}`)).json<{
      items: { email: string }[];
    }>();
    expect(users.items.map((u) => u.email)).toEqual([
      'mikko.koskinen@aurora.example',
      'jukka.lehtonen@aurora.example',
    ]);
  });

  it('never lets a company user give through a group what they do not hold, nor an operator-staff role', async () => {
    // Jukka runs the company's users but may read only services, orders and tickets himself.
    const version = (await call('GET', `${AURORA}/users/${JUKKA}`)).headers.etag as string;
    await call(
      'PUT',
      `${AURORA}/users/${JUKKA}/roles`,
      {
        roles: ['ServiceManagerUser'],
        permissions: ['ServicesReadService', 'OrdersReadOrder', 'TicketingReadTicket'],
      },
      manager,
      { 'if-match': version },
    );
    const jukka = await t.login('jukka.lehtonen@aurora.example');
    const invoices = await call(
      'POST',
      `${AURORA}/permissiongroups`,
      { name: 'Laskut', permissions: ['InvoicingReadInvoice'] },
      jukka,
    );
    expect(invoices.statusCode).toBe(403);
    const staff = await call(
      'POST',
      `${AURORA}/authorizationgroups`,
      { name: 'Tuki', roles: ['CCUser'] },
      dc,
    );
    expect(staff.statusCode).toBe(403);
    const laskutus = (await call('GET', `${AURORA}/permissiongroups?q=Laskutus`)).json<{
      items: GroupSummary[];
    }>().items[0]!;
    const adding = await call(
      'PUT',
      `${AURORA}/permissiongroups/${laskutus.uid}/members`,
      { userIds: [TIMO] },
      jukka,
    );
    expect(adding.statusCode).toBe(403);
    const viaUser = await call(
      'PUT',
      `${AURORA}/users/${TIMO}/authorizationgroups`,
      {
        authorizationGroupIds: [],
        permissionGroupIds: [laskutus.uid],
      },
      jukka,
    );
    expect(viaUser.statusCode).toBe(403);
    // What he holds he may give.
    const own = await call(
      'POST',
      `${AURORA}/permissiongroups`,
      { name: 'Lukijat', permissions: ['OrdersReadOrder'] },
      jukka,
    );
    expect(own.statusCode).toBe(201);
  });

  it('refuses a change that leaves the company without an administrator through a group (409)', async () => {
    const admins = await call(
      'POST',
      `${POHJOLA}/permissiongroups`,
      { name: 'Pääkäyttäjät', roles: ['ServiceManagerUser'] },
      dc,
    );
    const group = admins.json<Group>();
    await call('PUT', `${POHJOLA}/permissiongroups/${group.uid}/members`, { userIds: [KAISA] }, dc);
    // The managers may stop being ones directly: Kaisa holds the role through the group.
    for (const uid of [MANAGER, SMS_MANAGER]) {
      const demoted = await call(
        'PUT',
        `${POHJOLA}/users/${uid}/roles`,
        { roles: ['ServiceUser'], permissions: [] },
        dc,
      );
      expect(demoted.statusCode).toBe(200);
    }
    const attempts = [
      () => call('PUT', `${POHJOLA}/permissiongroups/${group.uid}/members`, { userIds: [] }, dc),
      () =>
        call(
          'PUT',
          `${POHJOLA}/permissiongroups/${group.uid}/permissionentries`,
          { roles: [], permissions: [] },
          dc,
        ),
      () => call('DELETE', `${POHJOLA}/permissiongroups/${group.uid}`, undefined, dc),
      () =>
        call(
          'PUT',
          `${POHJOLA}/users/${KAISA}/authorizationgroups`,
          { authorizationGroupIds: [], permissionGroupIds: [] },
          dc,
        ),
    ];
    for (const attempt of attempts) {
      const answer = await attempt();
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json<{ code: string }>().code).toBe('ILLEGAL_STATE');
    }
    const kaisa = (
      await call('GET', `${POHJOLA}/users/${KAISA}/authorizationgroups`, undefined, dc)
    ).json<UserGroupsAnswer>();
    expect(kaisa.permissionGroupIds).toContain(group.uid);
    for (const uid of [MANAGER, SMS_MANAGER])
      await call(
        'PUT',
        `${POHJOLA}/users/${uid}/roles`,
        { roles: ['ServiceManagerUser'], permissions: [] },
        dc,
      );
    expect((await call('DELETE', `${POHJOLA}/permissiongroups/${group.uid}`, undefined, dc)).statusCode).toBe(
      204,
    );
  });

  it('answers 412 to a stale If-Match, 404 for another company’s group and 400 for strangers as members', async () => {
    const group = (
      await call('POST', `${AURORA}/authorizationgroups`, { name: 'Tampereen toimisto' })
    ).json<Group>();
    const url = `${AURORA}/authorizationgroups/${group.uid}`;
    const renamed = await call('PATCH', url, { name: 'Tampere' }, manager, {
      'if-match': `"${group.version}"`,
    });
    expect(renamed.json<Group>().name).toBe('Tampere');
    const stale = await call('PATCH', url, { name: 'Turku' }, manager, { 'if-match': `"${group.version}"` });
    expect(stale.statusCode).toBe(412);
    expect((await call('GET', `${KETTU}/authorizationgroups/${group.uid}`, undefined, dc)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `${AURORA}/permissiongroups/${group.uid}`)).statusCode).toBe(404);
    const stranger = await call('PUT', `${url}/members`, { userIds: [demoUuid(91, 10)] });
    expect(stranger.statusCode).toBe(400);
    // A name another group of the kind has, in any letter case, on a new group or a renamed one.
    const twin = await call('POST', `${AURORA}/authorizationgroups`, { name: 'TAMPERE' });
    expect(twin.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      name: 'groups.name-taken',
    });
    const other = (await call('POST', `${AURORA}/authorizationgroups`, { name: 'Pori' })).json<Group>();
    const clash = await call(
      'PATCH',
      `${AURORA}/authorizationgroups/${other.uid}`,
      { name: 'tampere' },
      manager,
      {
        'if-match': `"${other.version}"`,
      },
    );
    expect(clash.statusCode).toBe(400);
    const blank = await call('POST', `${AURORA}/authorizationgroups`, { name: '  ' });
    expect(blank.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('name');
  });

  it('changes a user’s groups only with the version read (If-Match), which their rights share', async () => {
    const url = `${AURORA}/users/${JUKKA}/authorizationgroups`;
    const read = await call('GET', url);
    const before = read.json<UserGroupsAnswer>();
    expect(read.headers.etag).toBe(`"${before.version}"`);
    const body = { authorizationGroupIds: [], permissionGroupIds: [] };
    const left = await call('PUT', url, body, manager, { 'if-match': read.headers.etag });
    expect(left.statusCode).toBe(200);
    expect(left.json<UserGroupsAnswer>().version).toBe(before.version + 1);
    expect((await call('PUT', url, body, manager, { 'if-match': read.headers.etag })).statusCode).toBe(412);
    // The user's own rights were read before: that version is stale too.
    const user = await call('GET', `${AURORA}/users/${JUKKA}`);
    expect(user.headers.etag).toBe(`"${before.version + 1}"`);
    const back = await call(
      'PUT',
      url,
      { authorizationGroupIds: [], permissionGroupIds: before.permissionGroupIds },
      manager,
      { 'if-match': user.headers.etag },
    );
    expect(back.json<UserGroupsAnswer>().permissionGroupIds).toEqual(before.permissionGroupIds);
  });

  it('keeps groups to those who run the company’s users', async () => {
    const user = await t.login('user@aurora.example');
    expect((await call('GET', `${AURORA}/permissiongroups`, undefined, user)).statusCode).toBe(403);
    expect((await call('POST', `${AURORA}/authorizationgroups`, { name: 'X' }, user)).statusCode).toBe(403);
    const rep = await t.login('rep@kettu.example');
    expect((await call('GET', `${AURORA}/permissiongroups`, undefined, rep)).statusCode).toBe(404);
  });

  it('audits every change of a group with the values before and after', async () => {
    const group = (
      await call('POST', `${AURORA}/permissiongroups`, {
        name: 'Raportit',
        permissions: ['ReportsReadReports'],
      })
    ).json<Group>();
    await call('PUT', `${AURORA}/permissiongroups/${group.uid}`, {
      name: 'Raportit',
      roles: [],
      permissions: ['ReportsReadReports', 'InvoicingReadInvoice'],
    });
    await call('PUT', `${AURORA}/permissiongroups/${group.uid}`, {
      name: 'Raportointi',
      roles: [],
      permissions: ['ReportsReadReports'],
    });
    await call('PUT', `${AURORA}/users/${TIMO}/authorizationgroups`, {
      authorizationGroupIds: [],
      permissionGroupIds: [group.uid],
    });
    const log = (await call('GET', `${AURORA}/audit?pageSize=5`)).json<AuditPage>();
    const subjects = log.items.map((entry) => entry.subject);
    expect(subjects).toContain('Raportit: +InvoicingReadInvoice');
    expect(subjects).toContain('Raportit → Raportointi: −InvoicingReadInvoice');
    expect(subjects).toContain('Timo Mäkelä: +Raportointi, −Helsingin toimisto');
  });

  it('offers the operator’s templates with the custom selections to DC and CC only', async () => {
    const templates = (await call('GET', `${AURORA}/permissiongroups/templates`, undefined, dc)).json<{
      data: PermissionTemplate[];
    }>();
    expect(templates.data.map((entry) => entry.name)).toEqual([
      'Laskujen käsittelijä',
      'Peruskäyttäjä',
      'Tilaaja',
      'Omat valinnat',
    ]);
    expect(templates.data.at(-1)).toMatchObject({ uid: 'custom', permissions: [] });
    expect((await call('GET', `${AURORA}/permissiongroups/templates`)).statusCode).toBe(403);
  });
});
