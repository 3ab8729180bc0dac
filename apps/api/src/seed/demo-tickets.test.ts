import { countDistinct } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TICKET_TYPES,
  TICKET_TYPE_DETAILS,
  ticketDetailIssues,
  type TicketType,
} from '@kaista/domain/tickets';
import { toHelsinkiMoment } from '@kaista/domain/shared/formatting';
import { tickets } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the demo tickets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('spread each type over several statuses, as a desk would see them', async () => {
    const rows = await t.db
      .select({ type: tickets.type, statuses: countDistinct(tickets.status) })
      .from(tickets)
      .groupBy(tickets.type);
    expect(rows).toHaveLength(TICKET_TYPES.length);
    for (const row of rows) expect(row.statuses, row.type).toBeGreaterThanOrEqual(4);
  });

  it('hold the details their types ask for, as the new-ticket form would have taken them', async () => {
    const rows = await t.db
      .select({ type: tickets.type, details: tickets.details, createdAt: tickets.createdAt })
      .from(tickets);
    const withDetails = rows.filter((row) => TICKET_TYPE_DETAILS[row.type as TicketType]);
    expect(withDetails.length).toBeGreaterThan(0);
    for (const row of withDetails) {
      const madeAt = toHelsinkiMoment(row.createdAt)!;
      expect(ticketDetailIssues(row.type as TicketType, row.details, madeAt)).toEqual([]);
    }
  });
});
