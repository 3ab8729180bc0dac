import ExcelJS from 'exceljs';
import type { CompanyUser } from '@kaista/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { UserListsRepo } from './user-lists.repo';

const AURORA = DEMO_COMPANY.aurora;
const review = (format: string) => `/api/businesses/${AURORA}/users/access-review?format=${format}`;

describe('the access review export', () => {
  let t: TestApp;
  let manager: string;
  let everyone: CompanyUser[];
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    const list = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/users?pageSize=100`,
      session: manager,
    });
    everyone = list.json<{ items: CompanyUser[] }>().items;
  }, 60_000);
  afterAll(() => t.close());

  it('gives every user of the company as CSV, with roles, permissions and what they reach', async () => {
    const response = await t.request({
      method: 'GET',
      url: review('csv'),
      session: manager,
      headers: { 'x-accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="access-review-${AURORA}.csv"`,
    );
    const [heading, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(heading).toBe(
      'Last name;First name;E-mail;Roles;Permissions;Groups;Effective roles;Effective permissions;Menu entries;Actions;Sign-in method',
    );
    expect(rows.map((row) => row.split(';')[2])).toEqual(everyone.map((user) => user.email));
    const ulla = rows.find((row) => row.includes('user@aurora.example'))!.split(';');
    expect(ulla[3]).toBe('ServiceUser');
    expect(ulla[8]).toContain('tickets');
    expect(ulla[8]).not.toContain('users-and-groups');
    expect(ulla[9]).not.toContain('create-users');
    expect(ulla[10]).toBe('PASSWORD');
    const maria = rows.find((row) => row.includes('manager@aurora.example'))!.split(';');
    expect(maria[9]).toContain('create-users');
    expect(maria[9]).toContain('submit-order');
    const pekka = rows.find((row) => row.includes('FECompositeWriteOrder'))!.split(';');
    expect(pekka[7]).toContain('OrdersWriteCart');
    expect(pekka[7]).not.toContain('FECompositeWriteOrder');
    // A member of a group: the group is named and its permissions are among the effective ones, not the own.
    const mikko = rows.find((line) => line.includes('mikko.koskinen@'))!.split(';');
    expect(mikko[5]).toBe('Tukipyyntöjen käsittelijät');
    expect(mikko[4]).not.toContain('TicketingReadTicket');
    expect(mikko[7]).toContain('TicketingReadTicket');
    expect(mikko[8]).toContain('tickets');
  });

  it('gives the same as an XLSX workbook in the reader’s language', async () => {
    const response = await t.request({ method: 'GET', url: review('xlsx'), session: manager });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Käyttöoikeudet')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Sähköposti');
    expect(sheet.rowCount).toBe(everyone.length + 1);
    expect(sheet.getRow(2).getCell(3).value).toBe(everyone[0]!.email);
  });

  it('reads the company in batches without skipping or repeating anyone', async () => {
    const emails: string[] = [];
    for await (const batch of new UserListsRepo(t.db).everyUser(AURORA, 3))
      emails.push(...batch.map((user) => user.email));
    expect(emails).toEqual(everyone.map((user) => user.email));
  });

  it('is refused to a user who may not read the company’s users, and bad formats are 400', async () => {
    const ulla = await t.login('user@aurora.example');
    expect((await t.request({ method: 'GET', url: review('csv'), session: ulla })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: review('pdf'), session: manager })).statusCode).toBe(400);
    const kettu = `/api/businesses/${DEMO_COMPANY.kettu}/users/access-review?format=csv`;
    expect((await t.request({ method: 'GET', url: kettu, session: manager })).statusCode).toBe(404);
  });
});
