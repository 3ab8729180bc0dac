import { describe, expect, it } from 'vitest';
import {
  earliestTransferDate,
  isValidTransferTime,
  latestTransferDate,
  numberPortOf,
  numberPortSchema,
  numberPortValues,
  TRANSFER_HOURS,
} from './number-port';
import { finnishHolidays, isWorkingDay } from '../shared/formatting/working-days';

/** Wednesday 25 November 2026, 18:30 in Helsinki. */
const NOW = new Date('2026-11-25T16:30:00Z');

describe('§4 port-in transfer time', () => {
  it('knows the Finnish holidays, the moving ones included', () => {
    const holidays = finnishHolidays(2026);
    // Good Friday, Easter Monday, Ascension Day and Midsummer Eve of 2026.
    expect([...holidays]).toEqual(
      expect.arrayContaining(['2026-04-03', '2026-04-06', '2026-05-14', '2026-06-19', '2026-12-24']),
    );
    expect(isWorkingDay('2026-12-07')).toBe(true);
    expect(isWorkingDay('2026-12-06')).toBe(false);
    expect(isWorkingDay('2026-11-28')).toBe(false);
  });

  it('starts three working days after today (Helsinki) and ends 90 days after', () => {
    expect(earliestTransferDate(NOW)).toBe('2026-11-30');
    // Over Christmas the holidays do not count: 23.12 (Wed) → 24, 25, 26 off → 28, 29, 30.
    expect(earliestTransferDate(new Date('2026-12-23T08:00:00Z'))).toBe('2026-12-30');
    // Late in the evening UTC is already the next day in Helsinki.
    expect(earliestTransferDate(new Date('2026-11-26T22:30:00Z'))).toBe('2026-12-02');
    expect(latestTransferDate(NOW)).toBe('2027-02-23');
  });

  it('takes a working day in the window on a full office hour, or nothing (the earliest)', () => {
    expect(TRANSFER_HOURS).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    expect(isValidTransferTime('', NOW)).toBe(true);
    expect(isValidTransferTime('2026-11-30T09:00', NOW)).toBe(true);
    expect(isValidTransferTime('2027-02-23T15:00', NOW)).toBe(true);
    expect(isValidTransferTime('2026-11-27T09:00', NOW)).toBe(false);
    expect(isValidTransferTime('2026-12-05T10:00', NOW)).toBe(false);
    expect(isValidTransferTime('2026-12-07T16:00', NOW)).toBe(false);
    expect(isValidTransferTime('2026-12-07T10:30', NOW)).toBe(false);
    expect(isValidTransferTime('2026-02-30T10:00', NOW)).toBe(false);
    expect(isValidTransferTime('2027-02-24T10:00', NOW)).toBe(false);
    expect(isValidTransferTime('7.12.2026 10:00', NOW)).toBe(false);
  });
});

describe('§4 port-in fields', () => {
  it('stores the owner change as YES/NO and leaves out empty fields', () => {
    const port = numberPortSchema.parse({
      bundleNo: 2,
      number: ' +358401234567 ',
      ownerChange: true,
      contactName: 'Anna Virtanen',
      contactPhone: '',
      signer: 'Anna Virtanen',
    });
    const values = numberPortValues(port, 'NUM_PORT');
    expect(values).toEqual({
      'NUM_PORT.number': '+358401234567',
      'NUM_PORT.ownerChange': 'YES',
      'NUM_PORT.contactName': 'Anna Virtanen',
      'NUM_PORT.signer': 'Anna Virtanen',
    });
    expect(numberPortOf(values, 'NUM_PORT')).toEqual({
      number: '+358401234567',
      ownerChange: true,
      contactName: 'Anna Virtanen',
      contactPhone: '',
      signer: 'Anna Virtanen',
      transferTime: '',
    });
  });

  it('refuses a transfer time that is not yyyy-mm-ddThh:mm', () => {
    const result = numberPortSchema.safeParse({ bundleNo: 2, transferTime: '7.12.2026' });
    expect(result.success).toBe(false);
  });
});
