import type { Cart } from '@kaista/domain/ordering';
import type { TFunction } from '../../lib/i18n/translator';
import { selectionName } from './selection-name';

/**
 * Where an item's problem (`bundleNo.productCode.code`, a composite's row `….row.component`) is, in the
 * names the contents step shows.
 */
export function placeOf(cart: Cart, field: string, t: TFunction): string | null {
  const [bundleNo, productCode, code, row, component] = field.split('.');
  for (const line of cart.lines) {
    const index = line.selections.findIndex((s) => String(s.bundleNo) === bundleNo);
    const selection = line.selections[index];
    if (!selection) continue;
    const item = selectionName(line, index);
    const value = selection.characteristics.find((c) => c.productCode === productCode && c.code === code);
    const part = value?.composite?.componentCharacteristics.find((c) => c.code === component);
    if (!value) return item;
    if (!part || !value.composite) return `${item}, ${value.name}`;
    const number = value.composite.standardEntries.length + Number(row) + 1;
    return `${item}, ${value.name}, ${t('ordering.composite.row', { number })}, ${part.name}`;
  }
  return null;
}
