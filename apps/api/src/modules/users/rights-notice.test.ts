import { eq } from 'drizzle-orm';
import type { CompanyUser } from '@kaista/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../db/schema';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { createTestApp, TEST_HOST, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const ULLA = demoUuid(1, 6);
const rightsUrl = (notify: boolean) =>
  `/api/businesses/${AURORA}/users/${ULLA}/roles?sendNotification=${notify}`;

describe('the notice of changed rights (sendNotification)', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
  }, 60_000);
  afterAll(() => t.close());

  const mailsToUlla = () =>
    t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'user@aurora.example'));
  const setRights = async (notify: boolean, permissions: string[]) => {
    const rights = { roles: ['ServiceUser'], permissions };
    const response = await t.request({
      method: 'PUT',
      url: rightsUrl(notify),
      session: manager,
      payload: rights,
    });
    expect(response.statusCode).toBe(200);
    return response.json<CompanyUser>();
  };

  it('queues nothing without it, and with it mails the user in their language with a link', async () => {
    await setRights(false, ['TicketingReadTicket']);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'users.rights-notice'))).toHaveLength(0);

    await setRights(true, ['TicketingReadTicket', 'ServicesReadService']);
    let mails = await mailsToUlla();
    for (let tries = 0; tries < 100 && mails.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = await mailsToUlla();
    }
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Oikeutesi yrityksessä Aurora Logistics Oy muuttuivat',
    ]);
    expect(mails[0]?.body).toContain(`http://${TEST_HOST}/${AURORA}/home`);
  });
});
