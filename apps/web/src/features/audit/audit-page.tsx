import { formatDateTime } from '@kaista/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showStatusNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { useCompanyId } from '../../lib/routing/company-id';
import { Button, LoadingPlaceholder } from '../../ui';
import { AuditFilterBar } from './audit-filters';
import { AUDIT_PAGE_SIZE, auditQuery, downloadAuditCsv, type AuditFilters } from './audit-queries';
import styles from './audit.module.css';

/** DESIGN.md §5 /{companyId}/company/audit: what operator staff did in the company, for its administrators. */
export function AuditPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const [filters, setFilters] = useState<AuditFilters>({ from: '', to: '', actor: '' });
  const [offset, setOffset] = useState(0);
  const [isExporting, setExporting] = useState(false);
  const page = useQuery(auditQuery(companyId, filters, offset));
  const change = (next: Partial<AuditFilters>) => {
    setFilters({ ...filters, ...next });
    setOffset(0);
  };
  const actionText = (action: string) =>
    action.startsWith('impersonation.')
      ? t(`audit.actions.${action.slice('impersonation.'.length)}`)
      : action;
  const exportCsv = () => {
    setExporting(true);
    downloadAuditCsv(companyId, filters)
      .catch((error: unknown) => showStatusNotice(error instanceof HttpError ? error.status : 500))
      .finally(() => setExporting(false));
  };
  const total = page.data?.total ?? 0;

  return (
    <section className={styles.page} aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <p className={styles.muted}>{t('audit.intro')}</p>
      <AuditFilterBar
        filters={filters}
        actors={page.data?.actors ?? []}
        isExporting={isExporting}
        onChange={change}
        onExport={exportCsv}
      />
      {page.isPending ? <LoadingPlaceholder variant="lines" label={t('audit.loading')} /> : null}
      {page.data && total === 0 ? <p className={styles.muted}>{t('audit.empty')}</p> : null}
      {page.data && total > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('audit.count', { count: total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.time')}</th>
                <th scope="col">{t('audit.operator')}</th>
                <th scope="col">{t('audit.acted-for')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.result')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('audit.time')}>{formatDateTime(entry.occurredAt)}</td>
                  <td data-label={t('audit.operator')}>{entry.operator.name}</td>
                  <td data-label={t('audit.acted-for')}>{entry.actedFor?.name ?? ''}</td>
                  <td data-label={t('audit.action')}>{actionText(entry.action)}</td>
                  <td data-label={t('audit.target')} className={styles.target}>
                    {entry.target}
                  </td>
                  <td data-label={t('audit.result')}>
                    {entry.result < 400 ? t('audit.ok') : t('audit.failed', { status: entry.result })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {total > AUDIT_PAGE_SIZE ? (
        <nav className={styles.pager} aria-label={t('audit.pages')}>
          <Button
            variant="secondary"
            size="small"
            isDisabled={offset === 0}
            onPress={() => setOffset(offset - AUDIT_PAGE_SIZE)}
          >
            {t('audit.previous')}
          </Button>
          <span>
            {t('audit.range', { from: offset + 1, to: Math.min(total, offset + AUDIT_PAGE_SIZE), total })}
          </span>
          <Button
            variant="secondary"
            size="small"
            isDisabled={offset + AUDIT_PAGE_SIZE >= total}
            onPress={() => setOffset(offset + AUDIT_PAGE_SIZE)}
          >
            {t('audit.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
