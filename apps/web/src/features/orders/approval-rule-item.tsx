import { approverIdsSchema, type ApprovalRule, type Approver } from '@kaista/domain/orders';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { useCompanyId } from '../../lib/routing/company-id';
import { Button } from '../../ui';
import { useSetRuleApprovers } from './approval-rules-queries';
import { ApproverChoice } from './approver-choice';
import { useRuleText } from './use-rule-text';
import styles from './orders.module.css';

/** Names as a list of the page's language ("A, B and C"). */
function useNameList() {
  const { i18n } = useTranslation();
  return (names: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
}

/** A rule in force: in plain words with its approvers, whom the approvers may change. */
export function ApprovalRuleItem({
  rule,
  candidates,
  onRemove,
}: {
  rule: ApprovalRule;
  candidates: readonly Approver[];
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const ruleText = useRuleText();
  const nameList = useNameList();
  const setApprovers = useSetRuleApprovers(companyId);
  const [editing, setEditing] = useState<string[] | null>(null);
  const approversArea = useInlineFormFocus(editing ? rule.id : null);
  const [error, setError] = useState<string | null>(null);

  function save(chosen: string[]) {
    const parsed = approverIdsSchema.safeParse(chosen);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    setApprovers.mutate(
      { rule, approverIds: parsed.data },
      {
        onSuccess: (changed) => {
          setEditing(null);
          setError(null);
          notify({
            type: 'success',
            text: t('orders.rules.approvers-saved', { rule: ruleText(changed.condition) }),
          });
        },
        onError: (failure) =>
          setError(
            failure instanceof HttpError && failure.status === 412
              ? 'orders.rules.changed-meanwhile'
              : failure instanceof HttpError
                ? (Object.values(failure.fieldErrors)[0] ?? 'orders.rules.failed')
                : 'orders.rules.failed',
          ),
      },
    );
  }

  return (
    <li className={styles.rule}>
      <span>
        <strong>{ruleText(rule.condition)}</strong>
        <br />
        <span>
          {rule.approvers.length > 0
            ? t('orders.rules.approved-by', { names: nameList(rule.approvers.map((a) => a.name)) })
            : t('orders.rules.approved-by-all')}
        </span>
        <br />
        <span className={styles.muted}>
          {t('orders.rules.created-by', { name: rule.createdByName, date: formatDate(rule.createdAt) })}
        </span>
      </span>
      <span className={styles.ruleActions}>
        <Button
          size="small"
          variant="secondary"
          onPress={() => {
            setError(null);
            setEditing(editing ? null : rule.approvers.map((approver) => approver.id));
          }}
          aria-expanded={editing !== null}
          aria-label={t('orders.rules.change-approvers-named', { rule: ruleText(rule.condition) })}
        >
          {t('orders.rules.change-approvers')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          onPress={onRemove}
          aria-label={t('orders.rules.remove-named', { rule: ruleText(rule.condition) })}
        >
          {t('orders.rules.remove')}
        </Button>
      </span>
      <InlineFormArea ref={approversArea} onEscape={() => setEditing(null)}>
        {editing ? (
          <div className={styles.section}>
            <ApproverChoice candidates={candidates} chosen={editing} onChange={setEditing} error={error} />
            <span className={styles.ruleActions}>
              <Button
                size="small"
                onPress={() => save(editing)}
                isLoading={setApprovers.isPending}
                loadingLabel={t('orders.rules.saving')}
              >
                {t('orders.rules.save-approvers')}
              </Button>
            </span>
          </div>
        ) : null}
      </InlineFormArea>
    </li>
  );
}
