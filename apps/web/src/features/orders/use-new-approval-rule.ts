import { newApprovalRuleSchema, type ApprovalRuleKind } from '@kaista/domain/orders';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { useAddApprovalRule } from './approval-rules-queries';
import { centsOf } from './euro-cents';
import { useRuleText } from './use-rule-text';

/** The server's refusal of a rule beyond the company's limit of rules (APPROVAL_RULE_LIMITS.rulesMax). */
const TOO_MANY_RULES = 'orders.rules.too-many';

/** The new rule as typed, checked by the domain's schema before it is sent, and its errors. */
export function useNewApprovalRule(companyId: string) {
  const { t } = useTranslation();
  const add = useAddApprovalRule(companyId);
  const ruleText = useRuleText();
  const [kind, setKind] = useState<ApprovalRuleKind>('MONTHLY_OVER');
  const [amount, setAmount] = useState('');
  const [orderType, setOrderType] = useState<string>('CEASE');
  const [product, setProduct] = useState('');
  const [approverIds, setApproverIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [approverError, setApproverError] = useState<string | null>(null);
  // What concerns the rule as a whole (the company's limit of rules, a save that failed), not one control.
  const [addError, setAddError] = useState<string | null>(null);

  const condition = () =>
    kind === 'ORDER_TYPE'
      ? { kind, orderType }
      : kind === 'PRODUCT'
        ? { kind, productCode: product }
        : { kind, cents: centsOf(amount) };

  function submit() {
    const parsed = newApprovalRuleSchema.safeParse({ condition: condition(), approverIds });
    const issueOf = (field: string) =>
      parsed.error?.issues.find((issue) => issue.path[0] === field)?.message ?? null;
    setError(issueOf('condition'));
    setApproverError(issueOf('approverIds'));
    setAddError(null);
    if (!parsed.success) return;
    add.mutate(parsed.data, {
      onSuccess: (rule) => {
        setAmount('');
        setProduct('');
        setApproverIds([]);
        notify({ type: 'success', text: t('orders.rules.added', { rule: ruleText(rule.condition) }) });
      },
      onError: (failure) => {
        const fields = failure instanceof HttpError ? failure.fieldErrors : {};
        const keys = Object.values(fields);
        if (fields['approverIds']) setApproverError(fields['approverIds']);
        else if (keys.includes(TOO_MANY_RULES)) setAddError(TOO_MANY_RULES);
        else if (keys[0]) setError(keys[0]);
        else setAddError('orders.rules.failed');
      },
    });
  }

  /** A rule was removed: the company has room for a rule again, so the limit's message no longer holds. */
  function ruleRemoved() {
    setAddError((shown) => (shown === TOO_MANY_RULES ? null : shown));
  }

  return {
    kind,
    setKind,
    amount,
    setAmount,
    orderType,
    setOrderType,
    product,
    setProduct,
    approverIds,
    setApproverIds,
    error,
    setError,
    approverError,
    addError,
    submit,
    isPending: add.isPending,
    ruleRemoved,
  };
}

export type NewApprovalRuleState = ReturnType<typeof useNewApprovalRule>;
