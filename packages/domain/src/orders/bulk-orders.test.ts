import { describe, expect, it } from 'vitest';
import { bulkColumnOf, bulkNumberOf, isValidBulkIccid } from './bulk-order-cells';
import { BULK_ERROR_KEYS } from './bulk-order-errors';
import { checkBulkRows } from './bulk-order-row-checks';
import { bulkTableRows } from './bulk-order-table';

const HEADER = ['Toiminto', 'Paketti', 'Numero', 'Numeronsiirto', 'ICCID', 'Käyttäjä', 'Kustannuspaikka'];

describe('bulk order rules', () => {
  it('finds columns by their Finnish, English or Swedish names in any order', () => {
    expect(bulkColumnOf('Cost centre')).toBe('costCentre');
    expect(bulkColumnOf('Kostnadsställe')).toBe('costCentre');
    expect(bulkColumnOf('port-in')).toBe('portIn');
    expect(bulkColumnOf('colour')).toBeNull();
    const { missingColumns, rows } = bulkTableRows([
      ['ICCID', 'Action', 'Package'],
      ['8935801234567890129', 'new', 'MOB_5G_300'],
      ['', '', ''],
    ]);
    expect(missingColumns).toEqual(['number']);
    expect(rows).toEqual([
      {
        rowNumber: 2,
        values: expect.objectContaining({
          action: 'new',
          package: 'MOB_5G_300',
          iccid: '8935801234567890129',
        }),
      },
    ]);
  });

  it('writes numbers in E.164 and checks an ICCID’s Luhn digit', () => {
    expect(bulkNumberOf('040 123 4567')).toBe('+358401234567');
    expect(bulkNumberOf('+358 50-1234567')).toBe('+358501234567');
    expect(bulkNumberOf('12ab')).toBeNull();
    expect(isValidBulkIccid('8935801234567890129')).toBe(true);
    expect(isValidBulkIccid('8935801234567890127')).toBe(false);
    expect(isValidBulkIccid('1235801234567890129')).toBe(false);
  });

  it('names each row’s problems: a port-in without a number, a bad SIM, a second kind, a number twice', () => {
    const { rows } = bulkTableRows([
      HEADER,
      ['uusi', 'MOB_5G_300', '', 'kyllä', '8935801234567890129', 'Anna Aalto', ''],
      ['uusi', 'MOB_5G_300', '0401112222', '', '8935801234567890127', 'Bo Berg', 'IT'],
      ['vaihto', 'MOB_5G_100', '0401112222', '', '', '', ''],
      ['uusi', '', '+358401112222', 'maybe', '8935801234567890129', '', ''],
    ]);
    const checked = checkBulkRows(rows);
    expect(checked.action).toBe('NEW');
    expect(checked.rows.map((row) => row.errors.map((error) => `${error.column}:${error.key}`))).toEqual([
      [`number:${BULK_ERROR_KEYS.portInNeedsNumber}`],
      [`iccid:${BULK_ERROR_KEYS.iccid}`],
      [`action:${BULK_ERROR_KEYS.mixedActions}`, `number:${BULK_ERROR_KEYS.duplicateNumber}`],
      [
        `package:${BULK_ERROR_KEYS.empty}`,
        `portIn:${BULK_ERROR_KEYS.yesNo}`,
        `endUser:${BULK_ERROR_KEYS.empty}`,
        `number:${BULK_ERROR_KEYS.duplicateNumber}`,
        `iccid:${BULK_ERROR_KEYS.duplicateIccid}`,
      ],
    ]);
  });

  it('asks a package change only for the kind, the package and its subscription’s number', () => {
    const { rows } = bulkTableRows([
      ['action', 'package', 'number', 'port-in'],
      ['change', 'MOB_5G_1000', '040 111 2222', ''],
      ['byte', 'MOB_5G_1000', '', 'ja'],
    ]);
    const checked = checkBulkRows(rows);
    expect(checked.action).toBe('CHANGE');
    expect(checked.rows[0]!.errors).toEqual([]);
    expect(checked.rows[0]!.number).toBe('+358401112222');
    expect(checked.rows[1]!.errors.map((error) => error.key)).toEqual([
      BULK_ERROR_KEYS.empty,
      BULK_ERROR_KEYS.portInOnChange,
    ]);
  });
});
