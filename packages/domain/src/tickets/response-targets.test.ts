import { describe, expect, it } from 'vitest';
import { ticketDeadline, ticketTimeLeft } from './response-targets';

const created = '2026-01-05T08:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('response-time targets', () => {
  it('gives an untouched critical ticket an hour to its first answer', () => {
    const ticket = { urgency: 'critical', status: 'UNTOUCHED', createdAt: created } as const;
    expect(ticketDeadline(ticket)).toEqual({ kind: 'firstReply', dueAt: at('2026-01-05T09:00:00.000Z') });
    expect(ticketTimeLeft(ticket, at('2026-01-05T08:59:00.000Z'))).toEqual({
      kind: 'firstReply',
      minutes: 1,
    });
    expect(ticketTimeLeft(ticket, at('2026-01-05T09:01:00.000Z'))).toEqual({
      kind: 'firstReply',
      minutes: -1,
    });
  });

  it('runs an accepted normal ticket against the resolution target of three days', () => {
    const ticket = { urgency: 'normal', status: 'SOLVING', createdAt: created } as const;
    expect(ticketDeadline(ticket)).toEqual({ kind: 'resolution', dueAt: at('2026-01-08T08:00:00.000Z') });
  });

  it('stops the clock while the customer is asked and once the ticket is resolved or closed', () => {
    for (const status of ['PENDING_CUSTOMER', 'RESOLVED', 'CLOSED', 'ABANDONED'] as const)
      expect(
        ticketTimeLeft({ urgency: 'critical', status, createdAt: created }, at('2027-01-01')),
      ).toBeNull();
  });
});
