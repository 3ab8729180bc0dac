import { invoiceCalls } from '@kaista/domain/invoices';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { fetchFile } from '../../lib/api/fetch-file';
import { useCompanyId } from '../../lib/routing/company-id';
import { BackLink, DetailFailure, DownloadButtons, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceFacts } from './invoice-facts';
import { InvoiceLineList } from './invoice-line-list';
import { invoiceQuery } from './invoice-queries';
import { InvoiceTotals } from './invoice-totals';
import { useInvoiceLines } from './use-invoice-lines';
import { useInvoicingAccess } from './use-invoicing-access';

/** §2 an invoice: how to pay it, its lines by cost centre and its VAT breakdown. */
export function InvoicePage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const invoiceId = useParams().invoiceId ?? '';
  const invoice = useQuery(invoiceQuery(companyId, invoiceId));
  const canAsk = useInvoicingAccess(companyId, 'askAboutInvoice');
  // Asked for with the invoice, not after it: the two calls go together.
  const lines = useInvoiceLines(companyId, invoiceId);

  // Back to the list as it was left, when the lines were opened from a spend bar of the list.
  const back = (
    <BackLink to={lines.lineFilter ? `..?${lines.listSearch.toString()}` : '..'}>
      {t('invoicing.invoice.back')}
    </BackLink>
  );

  if (invoice.isPending) return <LoadingPlaceholder label={t('invoicing.loading')} variant="page" />;
  if (invoice.isError)
    return (
      <DetailFailure
        error={invoice.error}
        notFound={t('invoicing.invoice.not-found')}
        back={back}
        onRetry={() => void invoice.refetch()}
      />
    );
  const data = invoice.data;

  return (
    <Page labelledBy="invoice-title">
      {back}
      <PageHeader
        id="invoice-title"
        title={`${data.kind === 'CREDIT_NOTE' ? t('invoicing.invoice.credit-note') : t('invoicing.invoice.invoice')} ${data.number}`}
      />
      <InvoiceDocuments companyId={companyId} invoiceId={invoiceId} invoice={data} canAsk={canAsk} />
      <InvoiceFacts invoice={data} />
      <DownloadButtons
        textPrefix="invoicing.export"
        label={t('invoicing.export.lines')}
        fileName={`invoice-${data.number}-lines`}
        download={(choice) =>
          fetchFile(invoiceCalls.linesExport, { params: { id: companyId, invoiceId }, query: choice })
        }
      />
      <InvoiceLineList {...lines} companyId={companyId} invoice={data} canAsk={canAsk} />
      <InvoiceTotals invoice={data} />
    </Page>
  );
}
