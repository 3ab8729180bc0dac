import { missingDetails, type Cart } from '@kaista/domain/ordering';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Notification } from '../../ui';
import { placeOf } from './problem-place';

const DETAIL_NAMES = { payer: 'ordering.details.payer', deliveryInfo: 'ordering.details.delivery' } as const;

/**
 * Beside the submit, what the check would refuse, named: each item's missing value where the contents step
 * (or this step's number transfer) shows it, then the details not given yet. A count alone left the user to
 * search a long page.
 */
export function MissingDetails({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const items = [
    ...cart.issues.map((issue) => {
      const place = placeOf(cart, issue.field, t);
      return { key: issue.field, text: `${place ? `${place}: ` : ''}${errorText(issue.key)}` };
    }),
    ...missingDetails(cart.details, cart.needsDelivery).map((detail) => ({
      key: detail,
      text: t(DETAIL_NAMES[detail]),
    })),
  ];
  if (items.length === 0) return null;
  return (
    <Notification type="warning" title={t('ordering.incomplete', { count: items.length })}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </Notification>
  );
}
