import type { ApprovalRule, Approver } from '@kaista/domain/orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { QueryContent } from '../../ui';
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
      <QueryContent
        query={rules}
        loading={{ label: t('orders.loading') }}
        failed={t('orders.load-failed')}
        isEmpty={(data) => data.items.length === 0}
        empty={t('orders.rules.none')}
      >
        {(data) => (
          <ul className={styles.rules}>
            {data.items.map((rule) => (
              <ApprovalRuleItem
                key={rule.id}
                rule={rule}
                candidates={candidates}
                onRemove={() => onRemove(rule)}
              />
            ))}
          </ul>
        )}
      </QueryContent>
    </section>
  );
}
