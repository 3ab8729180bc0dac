import {
  DELIVERY_METHOD_NAMES,
  INVOICE_TYPE_NAMES,
  payerListQuerySchema,
  type Payer,
  PAYER_LIMITS,
} from '@kaista/domain/invoices';
import { useQuery } from '@tanstack/react-query';
import { useCodeName } from '../../lib/i18n/use-code-name';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { FilterBar, ListSearchInput, Page, PageHeader, PrimaryLink, QueryTable } from '../../ui';
import { payerListQuery } from './payer-queries';
import { useInvoicingAccess } from './use-invoicing-access';
import styles from './invoicing.module.css';

/** §2 /{companyId}/payers: the company's billing agreements. */
export function PayerListPage() {
  const { t } = useTranslation();
  const invoiceType = useCodeName(INVOICE_TYPE_NAMES);
  const deliveryMethod = useCodeName(DELIVERY_METHOD_NAMES);
  const companyId = useCompanyId();
  const { state: params, update } = useListUrlState(payerListQuerySchema);
  const payers = useQuery(payerListQuery(companyId, params));
  useOffsetInRange(payers.data, params, update);
  const canCreate = useInvoicingAccess(companyId, 'createPayer');
  const columns = [
    {
      id: 'name',
      header: t('invoicing.payer.name'),
      cell: (payer: Payer) => (
        <Link className={styles.link} to={payer.id}>
          {payer.name}
        </Link>
      ),
    },
    { id: 'number', header: t('invoicing.payer.number'), cell: (payer: Payer) => payer.number },
    {
      id: 'method',
      header: t('invoicing.payer.deliveryMethod'),
      cell: (payer: Payer) => deliveryMethod(payer.deliveryMethod),
    },
    {
      id: 'type',
      header: t('invoicing.payer.invoiceType'),
      cell: (payer: Payer) => invoiceType(payer.invoiceType),
    },
  ];

  return (
    <Page labelledBy="payers-title">
      <PageHeader
        id="payers-title"
        title={t('shell.nav.payers')}
        actions={canCreate ? <PrimaryLink to="new">{t('shell.nav.new-payer')}</PrimaryLink> : null}
      />
      <FilterBar label={t('invoicing.payer.filters')}>
        <ListSearchInput
          maxLength={PAYER_LIMITS.searchMax}
          label={t('invoicing.payer.search')}
          clearLabel={t('invoicing.clear-search')}
          searched={params.q ?? ''}
          onSearch={(q) => update({ q })}
        />
      </FilterBar>
      <QueryTable
        query={payers}
        loading={{ label: t('invoicing.loading'), variant: 'page' }}
        failed={t('invoicing.load-failed')}
        count={(data) => t('invoicing.payer.count', { total: pageTotal(data) })}
        empty={params.q ? t('invoicing.no-matches') : t('invoicing.payer.none-yet')}
        caption={t('shell.nav.payers')}
        columns={columns}
        rowKey={(payer) => payer.id}
        pagingLabel={t('invoicing.paging')}
        offset={params.offset}
        pageSize={params.pageSize}
        onOffset={(offset) => update({ offset })}
      />
    </Page>
  );
}
