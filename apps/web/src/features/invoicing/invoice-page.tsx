import {
  formatCents,
  formatReferenceNumber,
  formatVatRate,
  INVOICE_LINE_TYPES,
  INVOICE_TYPES,
  invoiceCalls,
  INVOICE_LINE_PAGE_SIZE,
  NO_COST_POOL,
  type InvoiceLine,
} from '@kaista/domain/invoices';
import { formatDate, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { callUrl } from '../../lib/api/call-url';
import { fetchFile } from '../../lib/api/fetch-file';
import { useCompanyId } from '../../lib/routing/company-id';
import {
  DataTable,
  type DataTableColumn,
  DownloadButtons,
  EmptyState,
  FactsList,
  LoadingPlaceholder,
  Page,
  PageHeader,
  Pager,
} from '../../ui';
import { invoiceLinesQuery, invoiceQuery } from './invoice-queries';
import { InvoiceStatusChip } from './invoice-status-chip';
import { useInvoicingAccess } from './use-invoicing-access';
import styles from './invoicing.module.css';

/** §2 an invoice: how to pay it, its lines by cost centre and its VAT breakdown. */
export function InvoicePage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const companyId = useCompanyId();
  const invoiceId = useParams().invoiceId ?? '';
  const invoice = useQuery(invoiceQuery(companyId, invoiceId));
  const money = (cents: number) => formatCents(cents, language);
  const canAsk = useInvoicingAccess(companyId, 'askAboutInvoice');
  // The lines behind a spend chart's bar, when the list was filtered by them.
  const [search] = useSearchParams();
  const costPoolId = search.get('costPoolId');
  const serviceType = INVOICE_LINE_TYPES.find((type) => type === search.get('serviceType'));
  // The lines a page at a time (a large company's invoice has thousands); the filter starts from the first.
  const filterKey = `${costPoolId ?? ''}|${serviceType ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, offset: 0 });
  const offset = paging.filterKey === filterKey ? paging.offset : 0;
  const lines = useQuery(
    invoiceLinesQuery(companyId, invoiceId, {
      offset,
      costPoolId: costPoolId ?? undefined,
      serviceType,
    }),
  );

  if (invoice.isPending) return <LoadingPlaceholder label={t('invoicing.loading')} variant="page" />;
  if (invoice.isError)
    return (
      <Page>
        <EmptyState action={<Link to="..">{t('invoicing.invoice.back')}</Link>}>
          {t('invoicing.invoice.not-found')}
        </EmptyState>
      </Page>
    );
  const data = invoice.data;
  const facts: [string, React.ReactNode][] = [
    [t('invoicing.invoice.status'), <InvoiceStatusChip key="status" status={data.status} />],
    [t('invoicing.invoice.payer'), data.payerName],
    [t('invoicing.invoice.date'), formatDate(data.invoiceDate)],
    [t('invoicing.invoice.period'), `${formatDate(data.periodStart)}–${formatDate(data.periodEnd)}`],
    [t('invoicing.invoice.due'), formatDate(data.dueDate)],
    [t('invoicing.invoice.reference'), formatReferenceNumber(data.referenceNumber)],
    [t('invoicing.invoice.iban'), `${data.iban} (${data.bic})`],
    [t('invoicing.invoice.total'), money(data.totalCents)],
    [t('invoicing.invoice.paid'), money(data.paidCents)],
  ];
  if (data.bankBarcode)
    facts.push([t('invoicing.invoice.barcode'), <code key="code">{data.bankBarcode}</code>]);
  const columns: DataTableColumn<InvoiceLine>[] = [
    {
      id: 'description',
      header: t('invoicing.line.description'),
      cell: (line: InvoiceLine) => line.description,
    },
    {
      id: 'pool',
      header: t('invoicing.line.cost-centre'),
      cell: (line: InvoiceLine) => line.costPoolName ?? '–',
    },
    {
      id: 'period',
      header: t('invoicing.invoice.period'),
      cell: (line: InvoiceLine) =>
        line.periodStart === line.periodEnd
          ? formatDate(line.periodStart)
          : `${formatDate(line.periodStart)}–${formatDate(line.periodEnd)}`,
    },
    {
      id: 'quantity',
      header: t('invoicing.line.quantity'),
      className: styles.amount,
      cell: (line: InvoiceLine) => line.quantity,
    },
    {
      id: 'unit',
      header: t('invoicing.line.unit-price'),
      className: styles.amount,
      cell: (line: InvoiceLine) => money(line.unitPriceCents),
    },
    {
      id: 'net',
      header: t('invoicing.line.net'),
      className: styles.amount,
      cell: (line: InvoiceLine) => money(line.netCents),
    },
  ];
  const lineFilter = costPoolId || serviceType;
  const filterText = [
    costPoolId
      ? `${t('invoicing.line.cost-centre')} ${
          costPoolId === NO_COST_POOL
            ? t('invoicing.spend.no-cost-centre')
            : (lines.data?.items[0]?.costPoolName ?? '–')
        }`
      : null,
    serviceType ? `${t('invoicing.line.service-type')} ${t(`invoicing.service-type.${serviceType}`)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const number = data.number;
  /** A new INVOICING ticket filled in about the invoice, or one of its lines (the tickets area reads the query). */
  const askUrl = (line?: InvoiceLine) => {
    const period = (start: string, end: string) =>
      start === end ? formatDate(start) : `${formatDate(start)}–${formatDate(end)}`;
    const about = line
      ? t('invoicing.ask.line-text', {
          number,
          line: line.lineNo,
          description: line.description,
          period: period(line.periodStart, line.periodEnd),
          amount: money(line.netCents),
        })
      : t('invoicing.ask.invoice-text', {
          number,
          date: formatDate(data.invoiceDate),
          amount: money(data.totalCents),
          reference: formatReferenceNumber(data.referenceNumber),
        });
    const query = new URLSearchParams({
      type: 'INVOICING',
      subject: line
        ? t('invoicing.ask.line-subject', { number, line: line.lineNo })
        : t('invoicing.ask.invoice-subject', { number }),
      description: about,
    });
    return `/${companyId}/tickets/new?${query.toString()}`;
  };
  if (canAsk)
    columns.push({
      id: 'ask',
      header: t('invoicing.ask.column'),
      className: styles.amount,
      cell: (line: InvoiceLine) => (
        <Link
          className={styles.link}
          to={askUrl(line)}
          aria-label={t('invoicing.ask.line-label', { line: line.lineNo, description: line.description })}
        >
          {t('invoicing.ask.link')}
        </Link>
      ),
    });

  return (
    <Page labelledBy="invoice-title">
      <PageHeader
        id="invoice-title"
        title={`${data.kind === 'CREDIT_NOTE' ? t('invoicing.invoice.credit-note') : t('invoicing.invoice.invoice')} ${data.number}`}
      />
      <Link className={styles.link} to={lineFilter ? `..?${search.toString()}` : '..'}>
        {t('invoicing.invoice.back')}
      </Link>
      <div className={styles.actions}>
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
          <Link className={styles.link} to={askUrl()}>
            {t('invoicing.ask.invoice')}
          </Link>
        ) : null}
      </div>
      <FactsList mutedTerms wideTerms stackOnNarrow>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FactsList>
      <DownloadButtons
        textPrefix="invoicing.export"
        label={t('invoicing.export.lines')}
        fileName={`invoice-${data.number}-lines`}
        download={(choice) =>
          fetchFile(invoiceCalls.linesExport, { params: { id: companyId, invoiceId }, query: choice })
        }
      />
      {lineFilter && lines.data ? (
        <p className={styles.lineFilter}>
          {t('invoicing.invoice.lines-filtered', {
            shown: lines.data.total,
            all: data.lineCount,
            filter: filterText,
          })}{' '}
          {t('invoicing.invoice.lines-net', { amount: money(lines.data.netCents) })}{' '}
          <Link className={styles.link} to=".">
            {t('invoicing.invoice.all-lines')}
          </Link>
        </p>
      ) : null}
      {lines.isPending ? (
        <LoadingPlaceholder label={t('invoicing.loading')} />
      ) : lines.isError ? (
        <EmptyState>{t('invoicing.load-failed')}</EmptyState>
      ) : (
        <>
          <DataTable
            caption={t('invoicing.invoice.lines')}
            columns={columns}
            rows={lines.data.items}
            rowKey={(line) => String(line.lineNo)}
          />
          {lines.data.total > INVOICE_LINE_PAGE_SIZE ? (
            <Pager
              label={t('invoicing.invoice.line-pages')}
              offset={offset}
              pageSize={INVOICE_LINE_PAGE_SIZE}
              total={lines.data.total}
              shown={lines.data.items.length}
              onOffset={(next) => setPaging({ filterKey, offset: next })}
            />
          ) : null}
        </>
      )}
      <dl className={styles.totals} aria-label={t('invoicing.invoice.vat-breakdown')}>
        <div>
          <dt>{t('invoicing.line.net')}</dt>
          <dd>{money(data.netCents)}</dd>
        </div>
        {data.vatByRate.map((rate) => (
          <div key={rate.rateBasisPoints}>
            <dt>{t('invoicing.invoice.vat', { rate: formatVatRate(rate.rateBasisPoints, language) })}</dt>
            <dd>{money(rate.vatCents)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('invoicing.invoice.total')}</dt>
          <dd>{money(data.totalCents)}</dd>
        </div>
      </dl>
    </Page>
  );
}
