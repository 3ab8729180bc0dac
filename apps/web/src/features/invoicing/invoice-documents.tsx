import { INVOICE_TYPES, invoiceCalls, type Invoice } from '@kaista/domain/invoices';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { callUrl } from '../../lib/api/call-url';
import { invoiceAskUrl } from './invoice-ask-url';
import { useInvoiceFormat } from './use-invoice-format';
import styles from './invoicing.module.css';

interface InvoiceDocumentsProps {
  companyId: string;
  invoiceId: string;
  invoice: Invoice;
  canAsk: boolean;
}

/** The invoice's PDF of each type in the page's language, and the question about it for who may ask. */
export function InvoiceDocuments({ companyId, invoiceId, invoice, canAsk }: InvoiceDocumentsProps) {
  const { t } = useTranslation();
  const { language } = useInvoiceFormat();
  return (
    <div className={styles.documents}>
      {INVOICE_TYPES.map((documentType) => (
        <a
          key={documentType}
          className={styles.link}
          href={callUrl(invoiceCalls.document, {
            params: { id: companyId, invoiceId },
            query: { documentType, language },
          })}
          target="_blank"
          rel="noopener"
        >
          {t(`invoicing.invoice.pdf.${documentType}`)}
        </a>
      ))}
      {canAsk ? (
        <Link className={styles.link} to={invoiceAskUrl(t, language, companyId, invoice)}>
          {t('invoicing.ask.invoice')}
        </Link>
      ) : null}
    </div>
  );
}
