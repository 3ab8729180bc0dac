import { orderLineDetails, type OrderLineDetail } from '@kaista/domain/orders';
import { formatServiceNumber } from '@kaista/domain/services';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './orders.module.css';

/**
 * An order line's details, one a line, each named in the user's language; the fulfilment's references
 * (ids, the service action) are left out. A code without a text of its own (a product's new
 * characteristic) shows as its code. A composite's rows (§3 composite entries: an APN list) follow, one a
 * line under the composite's name.
 */
export function OrderLineDetails({
  characteristics,
  compositeValues = {},
}: {
  characteristics: Readonly<Record<string, string>>;
  compositeValues?: Readonly<Record<string, readonly Record<string, string>[]>> | undefined;
}) {
  const { t } = useTranslation();
  const details = orderLineDetails(characteristics);
  const composites = Object.entries(compositeValues).filter(([, entries]) => entries.length > 0);
  const valueText = (detail: OrderLineDetail) => {
    if (detail.kind === 'yes-no')
      return t(detail.value ? 'orders.line.detail-value.yes' : 'orders.line.detail-value.no');
    if (detail.kind === 'number') return formatServiceNumber(detail.value);
    if (detail.kind === 'date') return formatDate(detail.value);
    if (detail.kind === 'date-time')
      return `${formatDate(detail.value.slice(0, 10))} ${detail.value.slice(11)}`;
    if (detail.kind === 'choice')
      return t(`orders.line.detail-value.${detail.code}.${detail.value}`, { defaultValue: detail.value });
    return detail.value;
  };
  const label = (code: string) => t(`orders.line.detail.${code}`, { defaultValue: code });
  if (details.length === 0 && composites.length === 0) return '–';
  return (
    <ul className={styles.details}>
      {details.map((detail) => (
        <li key={detail.code}>
          {label(detail.code)}: {valueText(detail)}
        </li>
      ))}
      {composites.map(([code, entries]) => (
        <li key={code}>
          {label(code)}:
          <ol>
            {entries.map((entry, row) => (
              <li key={row}>
                {orderLineDetails(entry)
                  .map((detail) => `${label(detail.code)} ${valueText(detail)}`)
                  .join(', ')}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
