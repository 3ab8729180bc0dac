import type { Cart } from '@kaista/domain/ordering';
import type { TFunction } from '../../lib/i18n/translator';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { Notification } from '../../ui';
import type { Problems } from './details-section';
import { selectionName } from './selection-name';

/**
 * Where an item's problem (`bundleNo.productCode.code`, a composite's row `….row.component`) is, in the
 * names the contents step shows.
 */
function placeOf(cart: Cart, field: string, t: TFunction): string | null {
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

/**
 * The items' problems the check or the submit found (a value refused, a number whose reservation lapsed:
 * §8 'Lock item expired'), each in its own words at its item, and the way to the contents step, which is
 * handed them (for this version of the cart) so that their fields show them too.
 */
export function ContentProblems({
  cart,
  problems,
  fields,
}: {
  cart: Cart;
  problems: Problems;
  fields: readonly string[];
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  if (fields.length === 0) return null;
  const handed = Object.fromEntries(fields.map((field) => [field, problems[field]]));
  return (
    <Notification type="error">
      {t('ordering.details.contents-incomplete', { count: fields.length })}
      <ul>
        {fields.map((field) => {
          const place = placeOf(cart, field, t);
          return (
            <li key={field}>
              {place ? `${place}: ` : ''}
              {errorText(problems[field])}
            </li>
          );
        })}
      </ul>
      <Link to="../contents" relative="path" state={{ problems: handed, version: cart.version }}>
        {t('ordering.steps.contents')}
      </Link>
    </Notification>
  );
}
