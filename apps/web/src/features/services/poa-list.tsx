import { formatServiceNumber } from '@kaista/domain/services';
import {
  POA_SIGNING_RESULTS,
  POA_STATUSES,
  type PoaSigningResult,
  type PoaStatus,
  type PowerOfAttorney,
} from '@kaista/domain/powers-of-attorney';
import { formatDate, formatDateTime } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import {
  Button,
  Dropdown,
  EmptyState,
  LoadingPlaceholder,
  Notification,
  Pager,
  RadioGroup,
  TextField,
} from '../../ui';
import { ActionError } from './action-error';
import { poaListQuery, useRecordPoaResult } from './services-queries';
import styles from './services.module.css';

const PAGE_SIZE = 20;
const TONE: Record<PoaStatus, string> = {
  PENDING: 'info',
  SIGNED: 'success',
  REJECTED: 'warning',
  EXPIRED: 'muted',
};

/** A refusal of the result: a field's own message, a §4 POA result in words, or what ActionError says. */
function ResultError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (error instanceof HttpError && Object.keys(error.fieldErrors).length > 0) return null;
  if (error instanceof HttpError && error.code?.startsWith('POA_'))
    return <Notification type="error">{t(`services.poa.result.${error.code}`)}</Notification>;
  return <ActionError error={error} />;
}

/**
 * The signing's result of a pending power of attorney, from the paper that came back: signed (the personal
 * identity code written on it must be the holder's, §4 SSN mismatch) or rejected by the holder.
 */
function RecordResult({ companyId, poa }: { companyId: string; poa: PowerOfAttorney }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<PoaSigningResult>('SIGNED');
  const [personalId, setPersonalId] = useState('');
  const record = useRecordPoaResult(companyId, poa.id);
  const fieldErrors = record.error instanceof HttpError ? record.error.fieldErrors : {};
  return (
    <form
      className={styles.actionForm}
      aria-label={t('services.poa.list.record-for', { name: poa.holderName })}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate(
          result === 'SIGNED' ? { result, holderPersonalId: personalId.trim() } : { result: 'REJECTED' },
        );
      }}
    >
      <RadioGroup
        label={t('services.poa.list.result')}
        orientation="horizontal"
        options={POA_SIGNING_RESULTS.map((value) => ({
          value,
          label: t(`services.poa.list.status.${value}`),
        }))}
        value={result}
        onChange={(value) => setResult(value as PoaSigningResult)}
      />
      {result === 'SIGNED' ? (
        <TextField
          label={t('services.poa.list.signed-personal-id')}
          description={t('services.poa.list.signed-personal-id-help')}
          value={personalId}
          onChange={setPersonalId}
          isRequired
          maxLength={11}
          errorMessage={fieldErrors.holderPersonalId ? t(fieldErrors.holderPersonalId) : undefined}
        />
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" variant="secondary" isLoading={record.isPending}>
          {t('services.poa.list.record')}
        </Button>
      </div>
      <ResultError error={record.error} />
    </form>
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
  const [status, setStatus] = useState<PoaStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const poas = useQuery(
    poaListQuery(companyId, {
      offset,
      pageSize: PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(serviceId ? { serviceId } : {}),
    }),
  );
  return (
    <>
      <Dropdown
        label={t('services.poa.list.status-filter')}
        options={[
          { id: 'all', label: t('services.poa.list.all') },
          ...POA_STATUSES.map((id) => ({ id, label: t(`services.poa.list.status.${id}`) })),
        ]}
        value={status ?? 'all'}
        onChange={(value) => {
          setStatus(!value || value === 'all' ? null : (value as PoaStatus));
          setOffset(0);
        }}
      />
      {poas.isPending ? (
        <LoadingPlaceholder label={t('services.poa.list.loading')} />
      ) : poas.isError ? (
        <EmptyState
          action={
            <Button variant="secondary" onPress={() => void poas.refetch()}>
              {t('services.retry')}
            </Button>
          }
        >
          {t('services.poa.list.load-failed')}
        </EmptyState>
      ) : poas.data.items.length === 0 ? (
        <EmptyState>{t('services.poa.list.none')}</EmptyState>
      ) : (
        <>
          <ul className={styles.poaList} aria-labelledby={headingId}>
            {poas.data.items.map((poa) => (
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
            offset={offset}
            pageSize={PAGE_SIZE}
            total={poas.data.total}
            totalCapped={poas.data.totalCapped}
            shown={poas.data.items.length}
            onOffset={setOffset}
          />
        </>
      )}
    </>
  );
}
