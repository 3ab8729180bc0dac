import { invoiceCalls, invoiceListQuerySchema, type InvoiceSummary } from '@kaista/domain/invoices';
import { formatCents, formatDate, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { fetchFile } from '../../lib/api/fetch-file';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { DownloadButtons, Page, PagedTable, PageHeader, QueryContent } from '../../ui';
import { InvoiceFilters } from './invoice-filters';
import { invoiceListQuery } from './invoice-queries';
import { InvoiceStatusChip } from './invoice-status-chip';
import styles from './invoicing.module.css';

/** §2 /{companyId}/invoices: the company's invoices with the §4 filters, sums and paging. */
export function InvoiceListPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const companyId = useCompanyId();
  const { state: params, update, filters } = useListUrlState(invoiceListQuerySchema);
  const invoices = useQuery(invoiceListQuery(companyId, params));
  useOffsetInRange(invoices.data, params, update);
  const money = (cents: number) => formatCents(cents, language);
  // A drill-down's line filter goes with the invoice, so that its page shows the lines behind the bar.
  const lineFilter = new URLSearchParams(
    Object.entries({ costPoolId: params.costPoolId, serviceType: params.serviceType }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  ).toString();
  const columns = [
    {
      id: 'number',
      header: t('invoicing.invoice.number'),
      cell: (invoice: InvoiceSummary) => (
        <Link className={styles.link} to={lineFilter ? `${invoice.id}?${lineFilter}` : invoice.id}>
          {invoice.number}
          {invoice.kind === 'CREDIT_NOTE' ? ` (${t('invoicing.invoice.credit-note')})` : ''}
        </Link>
      ),
    },
    {
      id: 'payer',
      header: t('invoicing.invoice.payer'),
      cell: (invoice: InvoiceSummary) => invoice.payerName,
    },
    {
      id: 'date',
      header: t('invoicing.invoice.date'),
      cell: (invoice: InvoiceSummary) => formatDate(invoice.invoiceDate),
    },
    {
      id: 'due',
      header: t('invoicing.invoice.due'),
      cell: (invoice: InvoiceSummary) => formatDate(invoice.dueDate),
    },
    {
      id: 'total',
      header: t('invoicing.invoice.total'),
      className: styles.amount,
      cell: (invoice: InvoiceSummary) => money(invoice.totalCents),
    },
    {
      id: 'status',
      header: t('invoicing.invoice.status'),
      cell: (invoice: InvoiceSummary) => <InvoiceStatusChip status={invoice.status} />,
    },
  ];

  return (
    <Page labelledBy="invoices-title">
      <PageHeader id="invoices-title" title={t('shell.nav.invoices')} />
      <InvoiceFilters companyId={companyId} params={params} onChange={update} filters={filters} />
      <QueryContent
        query={invoices}
        loading={{ label: t('invoicing.loading'), variant: 'page' }}
        failed={t('invoicing.load-failed')}
        isEmpty={(data) => data.items.length === 0}
        count={(data) => t('invoicing.invoice.list-count', { total: pageTotal(data) })}
        empty={filters.active ? t('invoicing.no-matches') : t('invoicing.invoice.none-yet')}
      >
        {(data) => (
          <>
            <dl className={styles.totals} aria-label={t('invoicing.invoice.totals')}>
              <div>
                <dt>{t('invoicing.invoice.sum-total')}</dt>
                <dd>{money(data.totals.totalCents)}</dd>
              </div>
              <div>
                <dt>{t('invoicing.invoice.sum-paid')}</dt>
                <dd>{money(data.totals.paidCents)}</dd>
              </div>
              <div>
                <dt>{t('invoicing.invoice.sum-open')}</dt>
                <dd>{money(data.totals.openCents)}</dd>
              </div>
            </dl>
            <DownloadButtons
              textPrefix="invoicing.export"
              label={t('invoicing.export.list')}
              fileName={`invoices-${companyId}`}
              download={(choice) => {
                const { offset: _offset, pageSize: _pageSize, ...filters } = params;
                return fetchFile(invoiceCalls.export, {
                  params: { id: companyId },
                  query: { ...filters, ...choice },
                });
              }}
            />
            <PagedTable
              caption={t('shell.nav.invoices')}
              columns={columns}
              rowKey={(invoice) => invoice.id}
              page={data}
              pagingLabel={t('invoicing.paging')}
              offset={params.offset}
              pageSize={params.pageSize}
              onOffset={(offset) => update({ offset })}
            />
          </>
        )}
      </QueryContent>
    </Page>
  );
}
