import type { Composite, CompositeEntry } from './catalogue';
import { characteristicField } from './cart';
import { characteristicError, normalizeCharacteristicValue } from './characteristic-rules';

/** Translation keys of what only a composite can get wrong; a component's own value gets a §5 field error. */
export const COMPOSITE_ERROR_KEYS = {
  maxEntries: 'ordering.composite.max-entries',
  empty: 'validation.cannot-be-empty',
  unknownComponent: 'ordering.unknown-characteristic',
  notEditable: 'ordering.not-editable',
  repeated: 'ordering.composite.repeated-entry',
} as const;

/** One problem of a composite: of a row's component, or (row and component null) of the whole list. */
export interface CompositeProblem {
  row: number | null;
  component: string | null;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The field key of one component of one of the orderer's rows (`bundleNo.productCode.code.row.component`),
 * rows counted from 0 after the standard entries, as the PUT's `entries` are.
 */
export const compositeEntryField = (
  bundleNo: number,
  productCode: string,
  code: string,
  row: number,
  component: string,
): string => `${characteristicField(bundleNo, productCode, code)}.${row}.${component}`;

/** The field a composite's problem is told at: its row's component, else the characteristic's own field. */
export const compositeProblemField = (
  bundleNo: number,
  productCode: string,
  code: string,
  problem: CompositeProblem,
): string =>
  problem.row === null || problem.component === null
    ? characteristicField(bundleNo, productCode, code)
    : compositeEntryField(bundleNo, productCode, code, problem.row, problem.component);

/** One row as the order form shows it: a standard entry, or the orderer's row `index`, and whether locked. */
export interface CompositeRow {
  entry: CompositeEntry;
  index: number | null;
  locked: boolean;
}

/**
 * §4: composite entries are disabled rows except the last editable one; a standard entry (the standard APN)
 * is never editable or removable.
 */
export function compositeRows(composite: Composite, entries: readonly CompositeEntry[]): CompositeRow[] {
  return [
    ...composite.standardEntries.map((entry) => ({ entry, index: null, locked: true })),
    ...entries.map((entry, index) => ({ entry, index, locked: index < entries.length - 1 })),
  ];
}

/**
 * §5 one row's component values, each by its component's rules. A row in progress (the last, editable one)
 * may leave components empty; a complete one needs its mandatory ones. Codes that are not components, and a
 * value other than the default of a component that is not editable, are refused.
 */
function entryProblems(
  composite: Composite,
  entry: CompositeEntry,
  row: number,
  inProgress: boolean,
): CompositeProblem[] {
  const components = composite.componentCharacteristics;
  const unknown = Object.keys(entry)
    .filter((code) => !components.some((component) => component.code === code))
    .map((code) => ({ row, component: code, key: COMPOSITE_ERROR_KEYS.unknownComponent }));
  const known = components.flatMap((component): CompositeProblem[] => {
    const value = entry[component.code] ?? '';
    if (value.trim() === '' && inProgress) return [];
    if (!component.editable && value.trim() !== '' && value !== component.defaultValue)
      return [{ row, component: component.code, key: COMPOSITE_ERROR_KEYS.notEditable }];
    const error = characteristicError(component, value === '' ? component.defaultValue : value);
    return error ? [{ row, component: component.code, ...error }] : [];
  });
  return [...unknown, ...known];
}

/**
 * §4, §5 a composite's rows: at most the catalogue's maximum with the standard entries counted, at least one
 * when it is mandatory, every row complete and valid except the last one while it is still being entered.
 */
export function compositeProblems(
  composite: Composite,
  mandatory: boolean,
  entries: readonly CompositeEntry[],
  lastInProgress: boolean,
): CompositeProblem[] {
  const count = composite.standardEntries.length + entries.length;
  if (count > composite.maxEntries)
    return [
      {
        row: null,
        component: null,
        key: COMPOSITE_ERROR_KEYS.maxEntries,
        params: { max: composite.maxEntries },
      },
    ];
  if (mandatory && count === 0) return [{ row: null, component: null, key: COMPOSITE_ERROR_KEYS.empty }];
  const problems = entries.flatMap((entry, row) =>
    entryProblems(composite, entry, row, lastInProgress && row === entries.length - 1),
  );
  return problems.length > 0 ? problems : repeatedEntries(composite, entries);
}

/**
 * A row the list already has, as a standard entry or an earlier row, would order the same APN twice; it is
 * told at the row's first component. Rows are compared as they are kept, case aside.
 */
function repeatedEntries(composite: Composite, entries: readonly CompositeEntry[]): CompositeProblem[] {
  const first = composite.componentCharacteristics[0]?.code ?? null;
  const sameness = (entry: CompositeEntry) => {
    const kept = normalizeEntry(composite, entry);
    return JSON.stringify(composite.componentCharacteristics.map((c) => (kept[c.code] ?? '').toLowerCase()));
  };
  const seen = new Set(composite.standardEntries.map(sameness));
  return entries.flatMap((entry, row) => {
    const key = sameness(entry);
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [{ row, component: first, key: COMPOSITE_ERROR_KEYS.repeated }];
  });
}

/** §4: a row may be added below the maximum once every row is complete and valid, the last one too. */
export function mayAddEntry(composite: Composite, entries: readonly CompositeEntry[]): boolean {
  if (composite.standardEntries.length + entries.length >= composite.maxEntries) return false;
  return compositeProblems(composite, false, entries, false).length === 0;
}

/**
 * A row as it is kept: each component's value without its §5 white space; an empty one, or one that is not
 * editable, at the component's default (as a plain characteristic's), else left out.
 */
export function normalizeEntry(composite: Composite, entry: CompositeEntry): CompositeEntry {
  return Object.fromEntries(
    composite.componentCharacteristics.flatMap((component) => {
      const given = component.editable ? (entry[component.code] ?? '') : '';
      const value = normalizeCharacteristicValue(component, given) || (component.defaultValue ?? '');
      return value === '' ? [] : [[component.code, value]];
    }),
  );
}
