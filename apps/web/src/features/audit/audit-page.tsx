import {
  auditActionSentence,
  auditActorName,
  auditQuerySchema,
  auditResultText,
  type AuditEntry,
} from '@kaista/domain/audit';
import { formatDateTime, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { showErrorNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { Button, Page, PageHeader, type DataTableColumn, QueryTable } from '../../ui';
import { AuditFilterBar } from './audit-filters';
import { AUDIT_LIST_DEFAULTS, auditQuery, downloadAuditCsv } from './audit-queries';

/**
 * DESIGN.md §5 /{companyId}/company/audit: every change made or tried in the company, by its users and by
 * operator staff acting as one, for its administrators.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const companyId = useCompanyId();
  const { state, update, filters } = useListUrlState(auditQuerySchema, AUDIT_LIST_DEFAULTS);
  const [isExporting, setExporting] = useState(false);
  const page = useQuery(auditQuery(companyId, state));
  useOffsetInRange(page.data, state, update);
  // Each row reads as a sentence in the reader's language, from the same table as the CSV export.
  const facts = (entry: AuditEntry) => ({
    action: entry.action,
    subject: entry.subject,
    operatorName: entry.operator.name,
    actedForName: entry.actedFor?.name ?? null,
  });
  const exportCsv = () => {
    setExporting(true);
    downloadAuditCsv(companyId, state)
      .catch((error: unknown) =>
        showErrorNotice(error instanceof HttpError ? error : { status: 500, code: undefined }),
      )
      .finally(() => setExporting(false));
  };
  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'time', header: t('audit.time'), cell: (entry) => formatDateTime(entry.occurredAt) },
    { id: 'who', header: t('audit.who'), cell: (entry) => auditActorName(facts(entry), language) },
    {
      id: 'action',
      header: t('audit.action'),
      cell: (entry) => auditActionSentence(facts(entry), language),
    },
    {
      id: 'result',
      header: t('audit.result'),
      cell: (entry) => auditResultText(entry.result, language),
    },
  ];

  return (
    <Page labelledBy="audit-title">
      <PageHeader
        id="audit-title"
        title={t('audit.title')}
        intro={t('audit.intro')}
        actions={
          // The file holds what the filters select: beside the title, like the other lists' exports.
          <Button variant="secondary" isLoading={isExporting} onPress={exportCsv}>
            {t('audit.export')}
          </Button>
        }
      />
      <AuditFilterBar params={state} filters={filters} actors={page.data?.actors ?? []} onChange={update} />
      <QueryTable
        query={page}
        loading={{ label: t('audit.loading'), variant: 'lines' }}
        failed={t('audit.load-failed')}
        count={(data) => t('audit.count', { count: data.total })}
        empty={filters.active ? t('audit.empty') : t('audit.none-yet')}
        columns={columns}
        rowKey={(entry) => entry.id}
        caption={t('audit.title')}
        labelWidth="9rem"
        pagingLabel={t('audit.pages')}
        offset={state.offset}
        pageSize={state.pageSize}
        onOffset={(offset) => update({ offset })}
      />
    </Page>
  );
}
