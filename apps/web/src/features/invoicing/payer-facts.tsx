import {
  countryName,
  DELIVERY_METHOD_NAMES,
  fInvoiceOperatorName,
  INVOICE_TYPE_NAMES,
  type Payer,
} from '@kaista/domain/invoices';
import { formatDateTime } from '@kaista/domain/shared/formatting';
import { useCodeName } from '../../lib/i18n/use-code-name';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FactsList } from '../../ui';

/** A billing agreement as read: the fields its delivery method uses. */
export function PayerFacts({ payer }: { payer: Payer }) {
  const { t, i18n } = useTranslation();
  const invoiceType = useCodeName(INVOICE_TYPE_NAMES);
  const deliveryMethod = useCodeName(DELIVERY_METHOD_NAMES);
  const address = payer.address;
  const rows: [string, string | null][] = [
    [t('invoicing.payer.number'), payer.number],
    [t('invoicing.payer.invoiceType'), invoiceType(payer.invoiceType)],
    [t('invoicing.payer.deliveryMethod'), deliveryMethod(payer.deliveryMethod)],
    [t('invoicing.payer.email'), payer.email],
    [t('invoicing.payer.eInvoiceAddress'), payer.eInvoiceAddress],
    [
      t('invoicing.payer.eInvoiceOperator'),
      payer.eInvoiceOperator ? fInvoiceOperatorName(payer.eInvoiceOperator) : null,
    ],
    [t('invoicing.payer.contactName'), payer.contactName],
    [
      t('invoicing.payer.postal-address'),
      address
        ? `${address.street}, ${address.postalNumber} ${address.city}, ${countryName(address.country, i18n.language)}`
        : null,
    ],
    [t('invoicing.payer.reference'), payer.reference],
    [t('invoicing.payer.updated'), formatDateTime(payer.updatedAt)],
  ];
  return (
    <FactsList mutedTerms wideTerms stackOnNarrow>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </FactsList>
  );
}
