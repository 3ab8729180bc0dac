import type { ApprovalRule, Approver } from '@kaista/domain/orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingPlaceholder } from '../../ui';
import { ApprovalRuleItem } from './approval-rule-item';
import styles from './orders.module.css';

/** The rules in force, each with its approvers and its own change and remove. */
export function ApprovalRuleList({
  rules,
  candidates,
  onRemove,
}: {
  rules: UseQueryResult<{ items: ApprovalRule[] }>;
  candidates: readonly Approver[];
  onRemove: (rule: ApprovalRule) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="approval-rules-list">
      <h2 id="approval-rules-list" className={styles.heading}>
        {t('orders.rules.list')}
      </h2>
      {rules.isPending ? (
        <LoadingPlaceholder label={t('orders.loading')} />
      ) : rules.isError ? (
        <EmptyState>{t('orders.load-failed')}</EmptyState>
      ) : rules.data.items.length === 0 ? (
        <EmptyState>{t('orders.rules.none')}</EmptyState>
      ) : (
        <ul className={styles.rules}>
          {rules.data.items.map((rule) => (
            <ApprovalRuleItem
              key={rule.id}
              rule={rule}
              candidates={candidates}
              onRemove={() => onRemove(rule)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
