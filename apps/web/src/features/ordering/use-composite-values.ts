import {
  compositeProblems,
  type Cart,
  type CartCharacteristic,
  type CharacteristicValues,
  type CompositeEntry,
} from '@kaista/domain/ordering';
import { useState } from 'react';
import { fieldOf } from './contents-values';

type Asked = (characteristic: CartCharacteristic) => boolean;

/** The composite characteristics the form asks, with their selection's bundle number. */
function askedComposites(cart: Cart, isAsked: Asked) {
  return cart.lines.flatMap((line) =>
    line.selections.flatMap((s) =>
      s.characteristics
        .filter((c) => c.composite && isAsked(c))
        .map((c) => ({ bundleNo: s.bundleNo, c, field: fieldOf(s.bundleNo, c) })),
    ),
  );
}

const sameEntries = (a: readonly CompositeEntry[], b: readonly CompositeEntry[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The contents form's composite rows (§3 composite entries), by characteristic field: the rows as edited,
 * which fields are the composites', whether one breaks a §5 rule the server would refuse, and the composites changed since the cart was read,
 * in the shape of the PUT's compositeValues.
 */
export function useCompositeValues(cart: Cart, isAsked: Asked) {
  const composites = askedComposites(cart, isAsked);
  const initial = () => Object.fromEntries(composites.map(({ c, field }) => [field, c.entries ?? []]));
  const [entries, setEntries] = useState<Record<string, CompositeEntry[]>>(initial);
  const rowsOf = (field: string) => entries[field] ?? [];
  const hasErrors = composites.some(
    ({ c, field }) => c.composite && compositeProblems(c.composite, false, rowsOf(field), true).length > 0,
  );
  const changed: CharacteristicValues['compositeValues'] = composites
    .filter(({ c, field }) => !sameEntries(rowsOf(field), c.entries ?? []))
    .map(({ bundleNo, c, field }) => ({
      bundleNo,
      productCode: c.productCode,
      code: c.code,
      entries: rowsOf(field),
    }));
  return {
    rowsOf,
    /** Whether a field is one of the composites' own or of their rows. */
    holds: (at: string) => composites.some(({ field }) => at === field || at.startsWith(`${field}.`)),
    set: (field: string, rows: CompositeEntry[]) => setEntries((current) => ({ ...current, [field]: rows })),
    hasErrors,
    changed,
  };
}
