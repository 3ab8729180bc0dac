import {
  formatServiceNumber,
  SERVICE_ACCESS,
  serviceListQuerySchema,
  type ServiceSummary,
} from '@kaista/domain/services';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { Page, PageHeader, QueryTable, RelatedLink } from '../../ui';
import { ServiceBulkActions } from './service-bulk';
import { useBulkKinds } from './use-service-bulk-form';
import { ServiceExport } from './service-export';
import { ServiceFilters } from './service-filters';
import { ServiceSelectionBar } from './service-selection-bar';
import { ServiceStatusChip } from './service-status';
import { serviceListQuery } from './services-queries';
import { useServiceChoice } from './use-service-choice';
import styles from './services.module.css';

/** §2 /{companyId}/services: the company's subscription inventory, filtered, searched, sorted and paged. */
export function ServiceListPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { state: params, update, filters } = useListUrlState(serviceListQuerySchema);
  const services = useQuery(serviceListQuery(companyId, params));
  useOffsetInRange(services.data, params, update);
  const bulkKinds = useBulkKinds();
  const mayBulk = bulkKinds.length > 0;
  const mayPoa = useAccess(SERVICE_ACCESS.changeOrder);
  const choice = useServiceChoice(services.data?.items ?? []);
  const bulkHeading = useRef<HTMLHeadingElement>(null);
  const columns = [
    ...(mayBulk ? [choice.selectColumn] : []),
    {
      id: 'number',
      header: t('services.field.number'),
      cell: (service: ServiceSummary) => (
        <Link className={styles.link} to={service.id}>
          {formatServiceNumber(service.number)}
        </Link>
      ),
    },
    {
      id: 'user',
      header: t('services.field.user'),
      cell: (service: ServiceSummary) => service.userName ?? '–',
    },
    {
      id: 'package',
      header: t('services.field.package'),
      cell: (service: ServiceSummary) => (
        <>
          {service.packageName}
          <span className={styles.muted}> · {t(`services.type.${service.type}`)}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('services.field.status'),
      cell: (service: ServiceSummary) => (
        <ServiceStatusChip status={service.status} suspensionKind={service.suspensionKind} />
      ),
    },
    {
      id: 'cost-centre',
      header: t('services.field.cost-centre'),
      cell: (service: ServiceSummary) => service.costCentre?.name ?? '–',
    },
    {
      id: 'payer',
      header: t('services.field.payer'),
      cell: (service: ServiceSummary) => service.payer?.name ?? '–',
    },
  ];

  return (
    <Page labelledBy="services-title">
      <PageHeader
        id="services-title"
        title={t('shell.nav.services')}
        actions={
          <>
            {mayPoa ? <RelatedLink to="poas">{t('services.poa.list.title')}</RelatedLink> : null}
            <ServiceExport companyId={companyId} params={params} />
          </>
        }
      />
      <ServiceFilters companyId={companyId} params={params} onChange={update} filters={filters} />
      {mayBulk ? (
        <ServiceBulkActions
          companyId={companyId}
          kinds={bulkKinds}
          selected={choice.chosen}
          onDone={choice.clear}
          headingRef={bulkHeading}
        />
      ) : null}
      <QueryTable
        query={services}
        loading={{ label: t('services.loading'), variant: 'page' }}
        failed={t('services.load-failed')}
        retry={t('services.retry')}
        count={(data) => t('services.total', { total: pageTotal(data) })}
        empty={filters.active ? t('services.no-matches') : t('services.none-yet')}
        caption={t('shell.nav.services')}
        columns={columns}
        rowKey={(service) => service.id}
        busy={services.isFetching}
        pagingLabel={t('services.paging')}
        offset={params.offset}
        pageSize={params.pageSize}
        onOffset={(offset) => update({ offset })}
      />
      {mayBulk ? (
        <ServiceSelectionBar
          count={choice.chosen.length}
          onToActions={() => bulkHeading.current?.focus()}
          onClear={choice.clear}
        />
      ) : null}
    </Page>
  );
}
