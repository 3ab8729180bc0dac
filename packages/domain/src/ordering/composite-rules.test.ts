import { describe, expect, it } from 'vitest';
import type { Characteristic, Composite } from './catalogue';
import {
  compositeEntryField,
  compositeProblems,
  compositeRows,
  mayAddEntry,
  normalizeEntry,
} from './composite-rules';

const constraints: Characteristic['valueConstraints'] = {
  values: [],
  validationRule: null,
  minLength: null,
  maxLength: null,
  minValue: null,
  maxValue: null,
};
const component = (over: Partial<Characteristic>): Characteristic => ({
  code: 'x',
  name: 'x',
  type: 'TEXT',
  mandatory: true,
  editable: true,
  visible: true,
  displayPriority: 1,
  defaultValue: null,
  valueConstraints: constraints,
  ...over,
});

const apns: Composite = {
  componentCharacteristics: [
    component({
      code: 'apnName',
      valueConstraints: { ...constraints, validationRule: 'FREE_TEXT', maxLength: 20 },
    }),
    component({
      code: 'apnType',
      type: 'CHOICE',
      valueConstraints: {
        ...constraints,
        values: [
          { code: 'PUBLIC', name: 'Public' },
          { code: 'PRIVATE', name: 'Private' },
        ],
      },
    }),
  ],
  maxEntries: 3,
  standardEntries: [{ apnName: 'internet', apnType: 'PUBLIC' }],
};
const corp = { apnName: 'aurora.corp', apnType: 'PRIVATE' };

describe('§4 composite entries', () => {
  it('locks the standard entry and every row but the last', () => {
    const rows = compositeRows(apns, [corp, { apnName: 'aurora.test' }]);
    expect(rows.map((row) => [row.index, row.locked])).toEqual([
      [null, true],
      [0, true],
      [1, false],
    ]);
  });

  it('adds a row below the maximum only once the last row is complete and valid', () => {
    expect(mayAddEntry(apns, [])).toBe(true);
    expect(mayAddEntry(apns, [{ apnName: 'aurora.corp' }])).toBe(false);
    expect(mayAddEntry(apns, [corp])).toBe(true);
    // The standard entry counts towards the maximum of 3.
    expect(mayAddEntry(apns, [corp, { apnName: 'aurora.iot', apnType: 'PUBLIC' }])).toBe(false);
  });

  it('refuses a row the list already has, standard entries included and case aside', () => {
    expect(
      compositeProblems(apns, false, [corp, { apnName: 'Aurora.Corp ', apnType: 'PRIVATE' }], true),
    ).toEqual([{ row: 1, component: 'apnName', key: 'ordering.composite.repeated-entry' }]);
    expect(compositeProblems(apns, false, [{ apnName: 'INTERNET', apnType: 'PUBLIC' }], false)).toEqual([
      { row: 0, component: 'apnName', key: 'ordering.composite.repeated-entry' },
    ]);
    // The same name of another type is another entry.
    expect(compositeProblems(apns, false, [corp, { ...corp, apnType: 'PUBLIC' }], false)).toEqual([]);
    expect(mayAddEntry({ ...apns, maxEntries: 4 }, [corp, corp])).toBe(false);
  });

  it('checks each component by the §5 rules, naming the row and component', () => {
    const problems = compositeProblems(apns, false, [corp, { apnName: 'a<b>', apnType: 'PRIVATE' }], true);
    expect(problems).toEqual([{ row: 1, component: 'apnName', key: 'validation.free-text' }]);
    expect(compositeProblems(apns, false, [{ apnType: 'OTHER' }], true)).toEqual([
      { row: 0, component: 'apnType', key: 'validation.choice' },
    ]);
  });

  it('lets the last row be in progress but asks every other row to be complete', () => {
    const started = [corp, { apnName: 'aurora.test' }];
    expect(compositeProblems(apns, false, started, true)).toEqual([]);
    expect(compositeProblems(apns, false, started, false)).toEqual([
      { row: 1, component: 'apnType', key: 'validation.cannot-be-empty' },
    ]);
    expect(compositeProblems(apns, false, [{ apnName: 'x' }, corp], true)).toEqual([
      { row: 0, component: 'apnType', key: 'validation.cannot-be-empty' },
    ]);
  });

  it('refuses rows above the maximum and codes that are not components', () => {
    expect(compositeProblems(apns, false, [corp, corp, corp], true)).toEqual([
      { row: null, component: null, key: 'ordering.composite.max-entries', params: { max: 3 } },
    ]);
    expect(compositeProblems(apns, false, [{ ...corp, vlan: '12' }], true)).toEqual([
      { row: 0, component: 'vlan', key: 'ordering.unknown-characteristic' },
    ]);
  });

  it('asks a mandatory composite for a row, the standard entries counting', () => {
    const bare = { ...apns, standardEntries: [] };
    expect(compositeProblems(bare, true, [], false)).toEqual([
      { row: null, component: null, key: 'validation.cannot-be-empty' },
    ]);
    expect(compositeProblems(apns, true, [], false)).toEqual([]);
  });

  it('keeps a row trimmed, with a component that is not editable at its default', () => {
    const fixed: Composite = {
      ...apns,
      componentCharacteristics: [
        apns.componentCharacteristics[0]!,
        component({ code: 'apnType', editable: false, defaultValue: 'PRIVATE' }),
      ],
    };
    expect(normalizeEntry(fixed, { apnName: ' aurora.corp ', apnType: 'PUBLIC' })).toEqual(corp);
    expect(compositeProblems(fixed, false, [{ apnName: 'a', apnType: 'PUBLIC' }], true)).toEqual([
      { row: 0, component: 'apnType', key: 'ordering.not-editable' },
    ]);
  });

  it('names a row component field after its characteristic field', () => {
    expect(compositeEntryField(3, 'MOB_5G_300', 'apnList', 1, 'apnName')).toBe(
      '3.MOB_5G_300.apnList.1.apnName',
    );
  });
});
