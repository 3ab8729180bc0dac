import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { fieldIssues } from '../shared/validation/field-issues';
import { helsinkiToday } from '../shared/formatting/date';
import {
  TICKET_DAY_PASSED_ERROR,
  TICKET_DAY_TOO_FAR_ERROR,
  TICKET_TIME_ERROR,
  TICKET_TIME_PASSED_ERROR,
  ticketDay,
  ticketDetailIssues,
} from './ticket-details';
import { createTicketSchema, ticketDetailsChangeSchema } from './tickets';

const ticket = { urgency: 'normal', subject: 'Asennuskäynti', description: 'Kaksi asentajaa.' } as const;
const TODAY = '2026-12-06';
const NOW = { date: TODAY, time: '12:00' };
const visit = {
  site: 'Konesali HEL2',
  visitDate: '2026-12-10',
  arrivalTime: '09:30',
  visitors: 'Liisa, Pekka',
};

describe('a ticket’s own details', () => {
  it('asks a visit for its site, day, arrival time and visitors', () => {
    expect(ticketDetailIssues('ESCORTED_ACCESS', {}, NOW)).toEqual([
      { key: 'site', message: FIELD_ERROR_KEYS.empty },
      { key: 'visitDate', message: FIELD_ERROR_KEYS.empty },
      { key: 'arrivalTime', message: FIELD_ERROR_KEYS.empty },
      { key: 'visitors', message: FIELD_ERROR_KEYS.empty },
    ]);
    expect(ticketDetailIssues('ESCORTED_ACCESS', visit, NOW)).toEqual([]);
  });

  it('checks each kind: a day, a time of day, a count from 1 to 999', () => {
    expect(
      ticketDetailIssues('ESCORTED_ACCESS', { ...visit, visitDate: '2026-02-31', arrivalTime: '9.30' }, NOW),
    ).toEqual([
      { key: 'visitDate', message: FIELD_ERROR_KEYS.date },
      { key: 'arrivalTime', message: TICKET_TIME_ERROR },
    ]);
    const shipment = { expectedDate: '2026-12-10' };
    expect(ticketDetailIssues('INBOUND_SHIPMENT', { ...shipment, packages: 'kaksi' }, NOW)).toEqual([
      { key: 'packages', message: FIELD_ERROR_KEYS.notANumber },
    ]);
    expect(ticketDetailIssues('INBOUND_SHIPMENT', { ...shipment, packages: '0' }, NOW)).toEqual([
      { key: 'packages', message: FIELD_ERROR_KEYS.minValue },
    ]);
    expect(ticketDetailIssues('INBOUND_SHIPMENT', { ...shipment, packages: '1000' }, NOW)).toEqual([
      { key: 'packages', message: FIELD_ERROR_KEYS.maxValue },
    ]);
    // The carrier and the tracking number are asked, not required.
    expect(ticketDetailIssues('INBOUND_SHIPMENT', { ...shipment, packages: '3' }, NOW)).toEqual([]);
  });

  it('refuses a visit’s or a shipment’s day gone by, and takes today', () => {
    expect(ticketDetailIssues('ESCORTED_ACCESS', { ...visit, visitDate: '2026-12-05' }, NOW)).toEqual([
      { key: 'visitDate', message: TICKET_DAY_PASSED_ERROR },
    ]);
    expect(
      ticketDetailIssues('ESCORTED_ACCESS', { ...visit, visitDate: TODAY, arrivalTime: '13:00' }, NOW),
    ).toEqual([]);
    expect(ticketDetailIssues('OUTBOUND_SHIPMENT', { pickupDate: '2025-12-31', packages: '2' }, NOW)).toEqual(
      [{ key: 'pickupDate', message: TICKET_DAY_PASSED_ERROR }],
    );
    // Making a ticket checks by the clock: yesterday is refused on its field.
    const yesterday = new Date(`${helsinkiToday()}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const refused = createTicketSchema.safeParse({
      ...ticket,
      type: 'INBOUND_SHIPMENT',
      details: { expectedDate: yesterday.toISOString().slice(0, 10), packages: '1' },
    });
    expect(refused.success || fieldIssues(refused.error)).toEqual({
      'details.expectedDate': TICKET_DAY_PASSED_ERROR,
    });
  });

  it('refuses a day more than a year ahead, a mistyped year, and takes the day a year from today', () => {
    expect(ticketDetailIssues('ESCORTED_ACCESS', { ...visit, visitDate: '2027-12-06' }, NOW)).toEqual([]);
    expect(ticketDetailIssues('ESCORTED_ACCESS', { ...visit, visitDate: '2027-12-07' }, NOW)).toEqual([
      { key: 'visitDate', message: TICKET_DAY_TOO_FAR_ERROR },
    ]);
    expect(
      ticketDetailIssues('INBOUND_SHIPMENT', { expectedDate: '2062-12-10', packages: '1' }, NOW),
    ).toEqual([{ key: 'expectedDate', message: TICKET_DAY_TOO_FAR_ERROR }]);
    // Counted from a leap day too: 29.2.2028 plus a year is 28.2.2029.
    const leapDay = { date: '2028-02-29', time: '12:00' };
    expect(
      ticketDetailIssues('OUTBOUND_SHIPMENT', { pickupDate: '2029-02-28', packages: '1' }, leapDay),
    ).toEqual([]);
    expect(
      ticketDetailIssues('OUTBOUND_SHIPMENT', { pickupDate: '2029-03-01', packages: '1' }, leapDay),
    ).toEqual([{ key: 'pickupDate', message: TICKET_DAY_TOO_FAR_ERROR }]);
    // A day the ticket already has stays, as a day gone by does.
    const far = { expectedDate: '2030-01-01', packages: '1' };
    expect(ticketDetailIssues('INBOUND_SHIPMENT', { ...far, carrier: 'Posti' }, NOW, far)).toEqual([]);
  });

  it('refuses a visit today at an hour gone by, on the hour, and takes the hour now or later', () => {
    const today = { ...visit, visitDate: TODAY };
    expect(ticketDetailIssues('ESCORTED_ACCESS', { ...today, arrivalTime: '11:59' }, NOW)).toEqual([
      { key: 'arrivalTime', message: TICKET_TIME_PASSED_ERROR },
    ]);
    expect(ticketDetailIssues('ESCORTED_ACCESS', { ...today, arrivalTime: '12:00' }, NOW)).toEqual([]);
    expect(ticketDetailIssues('ESCORTED_ACCESS', { ...visit, arrivalTime: '08:00' }, NOW)).toEqual([]);
    // Told beside the other fields' faults, but not over the hour's own format.
    expect(ticketDetailIssues('ESCORTED_ACCESS', { ...today, arrivalTime: '08:00', site: '' }, NOW)).toEqual([
      { key: 'site', message: FIELD_ERROR_KEYS.empty },
      { key: 'arrivalTime', message: TICKET_TIME_PASSED_ERROR },
    ]);
    expect(ticketDetailIssues('ESCORTED_ACCESS', { ...today, arrivalTime: '8' }, NOW)).toEqual([
      { key: 'arrivalTime', message: TICKET_TIME_ERROR },
    ]);
  });

  it('lets a change keep the day and hour the ticket already has, gone by or not, but not move to one gone by', () => {
    const late = { expectedDate: '2026-12-04', packages: '2' };
    // A late shipment's tracking number becomes known: its day stays as it was.
    expect(ticketDetailIssues('INBOUND_SHIPMENT', { ...late, trackingNumber: 'JJFI123' }, NOW, late)).toEqual(
      [],
    );
    expect(
      ticketDetailIssues('INBOUND_SHIPMENT', { ...late, expectedDate: '2026-12-05' }, NOW, late),
    ).toEqual([{ key: 'expectedDate', message: TICKET_DAY_PASSED_ERROR }]);
    // This morning's visit gets one more visitor at noon; moving it to another hour gone by is refused.
    const morning = { ...visit, visitDate: TODAY, arrivalTime: '09:30' };
    expect(
      ticketDetailIssues('ESCORTED_ACCESS', { ...morning, visitors: 'Liisa, Pekka, Anu' }, NOW, morning),
    ).toEqual([]);
    expect(ticketDetailIssues('ESCORTED_ACCESS', { ...morning, arrivalTime: '10:00' }, NOW, morning)).toEqual(
      [{ key: 'arrivalTime', message: TICKET_TIME_PASSED_ERROR }],
    );
    // The change form checks by the same schema as the server, given the ticket's details as they stand.
    const change = ticketDetailsChangeSchema('INBOUND_SHIPMENT', late);
    expect(change.safeParse({ details: { ...late, carrier: 'Posti' } }).success).toBe(true);
    expect(ticketDetailsChangeSchema('INBOUND_SHIPMENT').safeParse({ details: late }).success).toBe(false);
  });

  it('are refused on their own fields when a ticket is made, and kept trimmed with only its type’s keys', () => {
    const refused = createTicketSchema.safeParse({
      ...ticket,
      type: 'REMOTE_HANDS',
      details: { rack: 'R4' },
    });
    expect(refused.success || fieldIssues(refused.error)).toEqual({ 'details.site': FIELD_ERROR_KEYS.empty });
    const made = createTicketSchema.parse({
      ...ticket,
      type: 'REMOTE_HANDS',
      details: { site: ' HEL2 ', rack: '', visitors: 'not asked' },
    });
    expect(made.details).toEqual({ site: 'HEL2' });
  });

  it('are changed by the same rules as they were given, for the ticket’s type', () => {
    const change = ticketDetailsChangeSchema('REMOTE_HANDS');
    const refused = change.safeParse({ details: { site: ' ', rack: 'R4' } });
    expect(refused.success || fieldIssues(refused.error)).toEqual({ 'details.site': FIELD_ERROR_KEYS.empty });
    expect(change.parse({ details: { site: ' HEL3 ', rack: '', visitors: 'not asked' } })).toEqual({
      details: { site: 'HEL3' },
    });
  });

  it('are none for a type that asks none', () => {
    expect(
      createTicketSchema.parse({ ...ticket, type: 'INCIDENT', details: { site: 'HEL2' } }).details,
    ).toEqual({});
    expect(createTicketSchema.parse({ ...ticket, type: 'INCIDENT' }).details).toEqual({});
  });

  it('name the day a ticket is for, with the time of day where its type asks for one', () => {
    expect(ticketDay('ESCORTED_ACCESS', visit)).toEqual({
      key: 'visitDate',
      date: '2026-12-10',
      time: '09:30',
    });
    expect(ticketDay('OUTBOUND_SHIPMENT', { pickupDate: '2026-12-11', packages: '2' })).toEqual({
      key: 'pickupDate',
      date: '2026-12-11',
      time: undefined,
    });
    expect(ticketDay('REMOTE_HANDS', { site: 'HEL2' })).toBeNull();
    expect(ticketDay('INBOUND_SHIPMENT', {})).toBeNull();
  });
});
