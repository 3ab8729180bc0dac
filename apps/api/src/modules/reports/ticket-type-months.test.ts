import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { asText, useRecountDatabase } from './recount-kit';

const { pohjola } = DEMO_COMPANY;

/**
 * Decision 015: the tickets' counts, resolved counts and resolution times per company, month opened and type
 * stay equal to a recount of the tickets through every kind of change, and a ticket's resolution time runs
 * to when it first became resolved.
 */
describe('ticket sums kept by triggers', () => {
  const database = useRecountDatabase();
  const { rows } = database;

  async function expectTicketSumsExact(): Promise<void> {
    const kept = await rows(sql`select company_id, to_char(month, 'YYYY-MM') as month, type,
        tickets::bigint as n, resolved::bigint as resolved, round(resolution_seconds, 3)::text as seconds
      from ticket_type_months where tickets <> 0 or resolved <> 0 or resolution_seconds <> 0`);
    const counted = await rows(sql`select company_id,
        to_char(created_at at time zone 'Europe/Helsinki', 'YYYY-MM') as month, type, count(*)::bigint as n,
        count(*) filter (where status in ('RESOLVED', 'CLOSED'))::bigint as resolved,
        round(coalesce(sum(greatest(extract(epoch from resolved_at - created_at), 0))
          filter (where status in ('RESOLVED', 'CLOSED')), 0), 3)::text as seconds
      from tickets group by 1, 2, 3`);
    expect(asText(kept)).toEqual(asText(counted));
  }

  const insertTicket = (subject: string, status: string, createdAt: string) =>
    database.db.execute(sql`insert into tickets (company_id, type, urgency, status, subject, description,
        created_by_name, created_at, updated_at)
      values (${pohjola}, 'INCIDENT', 'normal', ${status}, ${subject}, 'Kuvaus', 'Testaaja',
        ${createdAt}::timestamptz, ${createdAt}::timestamptz)`);
  const setStatus = (subject: string, status: string) =>
    database.db.execute(sql`update tickets set status = ${status}, updated_at = now()
      where company_id = ${pohjola} and subject = ${subject}`);
  const resolvedAt = async (subject: string) =>
    (
      await rows(sql`select to_char(resolved_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as at from tickets
      where company_id = ${pohjola} and subject = ${subject}`)
    )[0]?.at;

  it('holds the demo tickets’ sums from the migration and the seed', async () => {
    expect((await rows(sql`select 1 from ticket_type_months`)).length).toBeGreaterThan(0);
    await expectTicketSumsExact();
  });

  it('follows tickets opened, resolved, reopened, retyped and removed, and not a rolled-back change', async () => {
    await insertTicket('Kept sums A', 'UNTOUCHED', '2026-02-27T23:30:00Z');
    await insertTicket('Kept sums B', 'RESOLVED', '2026-03-01T08:00:00Z');
    expect(await resolvedAt('Kept sums A')).toBeNull();
    expect(await resolvedAt('Kept sums B')).toBe('2026-03-01 08:00:00.000000');
    await expectTicketSumsExact();

    await setStatus('Kept sums A', 'RESOLVED');
    const firstResolved = await resolvedAt('Kept sums A');
    expect(firstResolved).toEqual(expect.any(String));
    await setStatus('Kept sums A', 'SOLVING');
    await expectTicketSumsExact();
    await setStatus('Kept sums A', 'CLOSED');
    expect(await resolvedAt('Kept sums A')).toBe(firstResolved);
    await expectTicketSumsExact();

    await database.db
      .execute(sql`update tickets set type = 'INVOICING', created_at = created_at - interval '40 days'
      where company_id = ${pohjola} and subject like 'Kept sums %'`);
    await expectTicketSumsExact();

    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from tickets where company_id = ${pohjola} and subject = 'Kept sums B'`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await expectTicketSumsExact();

    await database.db.execute(
      sql`delete from tickets where company_id = ${pohjola} and subject like 'Kept sums %'`,
    );
    await expectTicketSumsExact();
  });
});
