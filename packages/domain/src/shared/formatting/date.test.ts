import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseFinnishDate, toHelsinkiIsoDate, type DateInput } from './date';

describe('formatDate / formatDateTime in Europe/Helsinki (§1)', () => {
  it.each<[string, DateInput, string, string]>([
    ['winter time is UTC+2', '2024-01-31T22:00:00Z', '01.02.2024', '01.02.2024 00:00'],
    ['summer time is UTC+3', '2024-06-30T21:30:00Z', '01.07.2024', '01.07.2024 00:30'],
    ['before the spring change', '2024-03-31T00:59:00Z', '31.03.2024', '31.03.2024 02:59'],
    ['after the spring change', '2024-03-31T01:00:00Z', '31.03.2024', '31.03.2024 04:00'],
    ['new year in Helsinki before UTC', '2023-12-31T22:15:00Z', '01.01.2024', '01.01.2024 00:15'],
    ['leap day', '2024-02-29T10:05:00Z', '29.02.2024', '29.02.2024 12:05'],
    ['Date object', new Date(Date.UTC(2025, 8, 3, 6, 7)), '03.09.2025', '03.09.2025 09:07'],
    ['epoch milliseconds', Date.UTC(2025, 0, 1, 12), '01.01.2025', '01.01.2025 14:00'],
    ['missing', null, '', ''],
    ['empty', '', '', ''],
    ['unparseable', 'not a date', '', ''],
  ])('%s', (_name, input, date, dateTime) => {
    expect(formatDate(input)).toBe(date);
    expect(formatDateTime(input)).toBe(dateTime);
  });

  it('gives the Helsinki calendar date for date inputs', () => {
    expect(toHelsinkiIsoDate('2024-06-30T21:30:00Z')).toBe('2024-07-01');
  });
});

describe('parseFinnishDate (§1)', () => {
  it.each([
    ['01.02.2024', '2024-02-01'],
    ['1.2.2024', '2024-02-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['29.02.2023', null],
    ['31.04.2024', null],
    ['00.01.2024', null],
    ['2024-02-01', null],
    ['1.2.24', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseFinnishDate(input)).toBe(expected);
  });
});
