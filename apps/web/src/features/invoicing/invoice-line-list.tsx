import {
  INVOICE_LINE_PAGE_SIZE,
  NO_COST_POOL,
  type Invoice,
  type InvoiceLinePage,
} from '@kaista/domain/invoices';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { DataTable, Pager, QueryContent } from '../../ui';
import { invoiceAskUrl } from './invoice-ask-url';
import { useInvoiceFormat } from './use-invoice-format';
import { useInvoiceLineColumns } from './use-invoice-line-columns';
import type { InvoiceLines } from './use-invoice-lines';
import styles from './invoicing.module.css';

type InvoiceLineListProps = InvoiceLines & { companyId: string; invoice: Invoice; canAsk: boolean };

/**
 * The invoice's lines a page at a time under their count, a status message: how many there are, or which of
 * them a spend bar's filter shows with their net sum.
 */
export function InvoiceLineList({
  costPoolId,
  serviceType,
  lineFilter,
  lines,
  offset,
  setOffset,
  companyId,
  invoice,
  canAsk,
}: InvoiceLineListProps) {
  const { t } = useTranslation();
  const { language, money } = useInvoiceFormat();
  const columns = useInvoiceLineColumns(
    canAsk ? (line) => invoiceAskUrl(t, language, companyId, invoice, line) : undefined,
  );
  const filterText = (data: InvoiceLinePage) =>
    [
      costPoolId
        ? `${t('invoicing.line.cost-centre')} ${
            costPoolId === NO_COST_POOL
              ? t('invoicing.spend.no-cost-centre')
              : (data.items[0]?.costPoolName ?? '–')
          }`
        : null,
      serviceType
        ? `${t('invoicing.line.service-type')} ${t(`invoicing.service-type.${serviceType}`)}`
        : null,
    ]
      .filter(Boolean)
      .join(', ');
  const count = (data: InvoiceLinePage) =>
    lineFilter
      ? [
          t('invoicing.invoice.lines-filtered', {
            shown: data.total,
            all: invoice.lineCount,
            filter: filterText(data),
          }),
          t('invoicing.invoice.lines-net', { amount: money(data.netCents) }),
        ].join(' ')
      : t('invoicing.invoice.line-count', { total: data.total });

  return (
    <QueryContent
      query={lines}
      loading={{ label: t('invoicing.loading') }}
      failed={t('invoicing.load-failed')}
      count={count}
    >
      {(data) => (
        <>
          {lineFilter ? (
            <Link className={styles.link} to=".">
              {t('invoicing.invoice.all-lines')}
            </Link>
          ) : null}
          <DataTable
            caption={t('invoicing.invoice.lines')}
            columns={columns}
            rows={data.items}
            rowKey={(line) => String(line.lineNo)}
          />
          {data.total > INVOICE_LINE_PAGE_SIZE ? (
            <Pager
              label={t('invoicing.invoice.line-pages')}
              offset={offset}
              pageSize={INVOICE_LINE_PAGE_SIZE}
              page={data}
              onOffset={setOffset}
            />
          ) : null}
        </>
      )}
    </QueryContent>
  );
}
