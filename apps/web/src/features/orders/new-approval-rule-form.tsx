import {
  ORDER_TYPE_NAMES,
  APPROVAL_RULE_KINDS,
  APPROVAL_RULE_LIMITS,
  ORDER_TYPES,
  type ApprovalRuleKind,
  type Approver,
} from '@kaista/domain/orders';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, Dropdown, Notification, TextField } from '../../ui';
import { ApproverChoice } from './approver-choice';
import type { NewApprovalRuleState } from './use-new-approval-rule';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './orders.module.css';

/** The field of the rule's kind: the order type chosen, the product code or the amount in euros. */
function ConditionValueField({ form }: { form: NewApprovalRuleState }) {
  const { t } = useTranslation();
  const typeName = useCodeName(ORDER_TYPE_NAMES);
  const { kind, error } = form;
  return kind === 'ORDER_TYPE' ? (
    <Dropdown
      label={t('orders.rules.order-type')}
      options={ORDER_TYPES.map((type) => ({ id: type, label: typeName(type) }))}
      value={form.orderType}
      onChange={(value) => form.setOrderType(value ?? 'CEASE')}
      errorMessage={error ? t(error) : undefined}
    />
  ) : kind === 'PRODUCT' ? (
    <TextField
      label={t('orders.rules.product')}
      value={form.product}
      onChange={form.setProduct}
      isRequired
      errorMessage={error ? t(error) : undefined}
    />
  ) : (
    <TextField
      label={t('orders.rules.amount')}
      value={form.amount}
      onChange={form.setAmount}
      inputMode="decimal"
      isRequired
      errorMessage={error ? t(error) : undefined}
    />
  );
}

/** A new rule: its kind, the value it is about and its approvers. */
export function NewApprovalRuleForm({
  form,
  candidates,
}: {
  form: NewApprovalRuleState;
  candidates: readonly Approver[];
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="approval-rules-add">
      <h2 id="approval-rules-add" className={styles.heading}>
        {t('orders.rules.add-title')}
      </h2>
      <div className={styles.filters}>
        <Dropdown
          label={t('orders.rules.kind')}
          options={APPROVAL_RULE_KINDS.map((id) => ({ id, label: t(`orders.rules.kinds.${id}`) }))}
          value={form.kind}
          onChange={(value) => {
            form.setKind((value ?? 'MONTHLY_OVER') as ApprovalRuleKind);
            form.setError(null);
          }}
        />
        <ConditionValueField form={form} />
      </div>
      <ApproverChoice
        candidates={candidates}
        chosen={form.approverIds}
        onChange={form.setApproverIds}
        error={form.approverError}
      />
      <div>
        <Button onPress={form.submit} isLoading={form.isPending} loadingLabel={t('orders.rules.saving')}>
          {t('orders.rules.add')}
        </Button>
      </div>
      {form.addError ? (
        <Notification type="error" isLive>
          {t(form.addError, { max: APPROVAL_RULE_LIMITS.rulesMax })}
        </Notification>
      ) : null}
    </section>
  );
}
