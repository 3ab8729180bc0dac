import type { Cart } from '@kaista/domain/ordering';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { Notification } from '../../ui';
import type { Problems } from './details-section';
import { placeOf } from './problem-place';

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
