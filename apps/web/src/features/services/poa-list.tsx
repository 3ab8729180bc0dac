import { formatServiceNumber } from '@kaista/domain/services';
import {
  POA_STATUSES,
  poaListQuerySchema,
  type PoaStatus,
  type PowerOfAttorney,
} from '@kaista/domain/powers-of-attorney';
import { formatDate, formatDateTime } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { Dropdown, FilterBar, Pager, PoaResultForm, QueryContent } from '../../ui';
import { showPoaRefusal } from './poa-refusal';
import { poaListQuery, useRecordPoaResult } from './services-queries';
import styles from './services.module.css';

const TONE: Record<PoaStatus, string> = {
  PENDING: 'info',
  SIGNED: 'success',
  REJECTED: 'warning',
  EXPIRED: 'muted',
};

/** The signing's result of a pending power of attorney, from the paper that came back. */
function RecordResult({ companyId, poa }: { companyId: string; poa: PowerOfAttorney }) {
  const { t } = useTranslation();
  const record = useRecordPoaResult(companyId, poa.id);
  return (
    <PoaResultForm
      textPrefix="services.poa.list"
      label={t('services.poa.list.record-for', { name: poa.holderName })}
      record={record.mutateAsync}
      refusal={showPoaRefusal}
    />
  );
}

/**
 * The powers of attorney of the company (or of one service, on its page), newest first, each with its §4
 * signing state: pending until the result of the signing is recorded, signed or rejected, expired after its
 * last day. A pending one takes its result here.
 */
export function PoaList({
  companyId,
  serviceId,
  headingId,
}: {
  companyId: string;
  serviceId?: string;
  headingId: string;
}) {
  const { t } = useTranslation();
  // In the address, so a reload or the back button keeps the filter; a service's page lists its own alone.
  const { state: params, update, filters } = useListUrlState(poaListQuerySchema);
  const poas = useQuery(poaListQuery(companyId, { ...params, ...(serviceId ? { serviceId } : {}) }));
  useOffsetInRange(poas.data, params, update);
  return (
    <>
      <FilterBar label={t('services.poa.list.filters')} filters={filters} layout="wrap">
        <Dropdown
          label={t('services.poa.list.status-filter')}
          options={[
            { id: 'all', label: t('services.poa.list.all') },
            ...POA_STATUSES.map((id) => ({ id, label: t(`services.poa.list.status.${id}`) })),
          ]}
          value={params.status ?? 'all'}
          onChange={(value) =>
            update({ status: !value || value === 'all' ? undefined : (value as PoaStatus) })
          }
        />
      </FilterBar>
      <QueryContent
        query={poas}
        loading={{ label: t('services.poa.list.loading') }}
        failed={t('services.poa.list.load-failed')}
        retry={t('services.retry')}
        isEmpty={(data) => data.items.length === 0}
        count={(data) => t('services.poa.list.count', { total: pageTotal(data) })}
        empty={t('services.poa.list.none')}
      >
        {(data) => (
          <>
            <ul className={styles.poaList} aria-labelledby={headingId}>
              {data.items.map((poa) => (
                <li key={poa.id} className={styles.poaItem}>
                  <p>
                    <strong>{poa.holderName}</strong> ({poa.holderPersonalIdMasked}){' '}
                    <span className={styles.chip} data-tone={TONE[poa.status]}>
                      {t(`services.poa.list.status.${poa.status}`)}
                    </span>
                  </p>
                  <p className={styles.muted}>
                    {serviceId ? null : poa.serviceId ? (
                      <>
                        <Link className={styles.link} to={`/${companyId}/services/${poa.serviceId}`}>
                          {formatServiceNumber(poa.number)}
                        </Link>
                        {' · '}
                      </>
                    ) : (
                      // A port-in's (decision 018): the number is not one of the company's services yet.
                      `${t('services.poa.list.port-in', { number: formatServiceNumber(poa.number) })} · `
                    )}
                    {t('services.poa.list.valid', { date: formatDate(poa.validUntil) })}
                    {' · '}
                    {t('services.poa.list.recorded', {
                      name: poa.createdByName,
                      date: formatDateTime(poa.createdAt),
                    })}
                    {poa.decidedAt && poa.decidedByName
                      ? ` · ${t('services.poa.list.decided', {
                          name: poa.decidedByName,
                          date: formatDateTime(poa.decidedAt),
                        })}`
                      : null}
                  </p>
                  {poa.status === 'PENDING' ? <RecordResult companyId={companyId} poa={poa} /> : null}
                </li>
              ))}
            </ul>
            <Pager
              label={t('services.poa.list.paging')}
              offset={params.offset}
              pageSize={params.pageSize}
              page={data}
              onOffset={(offset) => update({ offset })}
            />
          </>
        )}
      </QueryContent>
    </>
  );
}
