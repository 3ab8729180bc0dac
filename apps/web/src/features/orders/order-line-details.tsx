import { orderLineDetails, type OrderLineDetail } from '@kaista/domain/orders';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';

/**
 * An order line's details, one a line, each named in the user's language; the fulfilment's references
 * (ids, the service action) are left out. A code without a text of its own (a product's new
 * characteristic) shows as its code.
 */
export function OrderLineDetails({ characteristics }: { characteristics: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  const details = orderLineDetails(characteristics);
  const valueText = (detail: OrderLineDetail) => {
    if (detail.kind === 'yes-no')
      return t(detail.value ? 'orders.line.detail-value.yes' : 'orders.line.detail-value.no');
    if (detail.kind === 'date') return formatDate(detail.value);
    if (detail.kind === 'choice')
      return t(`orders.line.detail-value.${detail.code}.${detail.value}`, { defaultValue: detail.value });
    return detail.value;
  };
  if (details.length === 0) return '–';
  return (
    <ul className={styles.details}>
      {details.map((detail) => (
        <li key={detail.code}>
          {t(`orders.line.detail.${detail.code}`, { defaultValue: detail.code })}: {valueText(detail)}
        </li>
      ))}
    </ul>
  );
}
