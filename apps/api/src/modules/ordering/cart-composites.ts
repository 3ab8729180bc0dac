import {
  characteristicField,
  compositeProblemField,
  compositeProblems,
  normalizeEntry,
  valueKey,
  type BundleStructure,
  type CartLine,
  type CharacteristicValues,
} from '@kaista/domain/ordering';
import { findValueTarget } from './cart-value-target';

type CompositeValue = CharacteristicValues['compositeValues'][number];

/**
 * §7 PUT compositeValues: each composite's orderer-given rows replace the ones it had, checked by the domain's
 * composite rules (every row complete but the last, which is being entered; §5 per component; the maximum).
 * The lines are changed in place; what is refused goes to fieldErrors, at the row's component where it is one.
 */
export function setComposites(
  lines: CartLine[],
  structures: ReadonlyMap<string, BundleStructure>,
  composites: readonly CompositeValue[],
  fieldErrors: Record<string, string>,
) {
  for (const given of composites) {
    const field = characteristicField(given.bundleNo, given.productCode, given.code);
    const target = findValueTarget(lines, structures, given);
    const composite = target?.characteristic.composite;
    if (!target || !composite) {
      fieldErrors[field] = 'ordering.unknown-characteristic';
      continue;
    }
    if (!target.characteristic.editable) {
      fieldErrors[field] = 'ordering.not-editable';
      continue;
    }
    const problems = compositeProblems(composite, false, given.entries, true);
    for (const problem of problems)
      fieldErrors[compositeProblemField(given.bundleNo, given.productCode, given.code, problem)] =
        problem.key;
    if (problems.length > 0) continue;
    const key = valueKey(target.product.code, target.characteristic.code);
    const { [key]: _replaced, ...others } = target.selection.composites ?? {};
    const entries = given.entries.map((entry) => normalizeEntry(composite, entry));
    target.selection.composites = entries.length > 0 ? { ...others, [key]: entries } : others;
  }
}
