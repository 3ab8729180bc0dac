import {
  APPROVAL_RULE_KINDS,
  APPROVAL_RULE_LIMITS,
  ORDER_TYPES,
  approverIdsSchema,
  matchingApprovalRules,
  newApprovalRuleSchema,
  type ApprovalCondition,
  type ApprovalRule,
  type ApprovalRuleKind,
  type Approver,
} from '@kaista/domain/orders';
import { formatAmount, formatDate, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { useCompanyId } from '../../lib/routing/company-id';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Dropdown,
  EmptyState,
  LoadingPlaceholder,
  Notification,
  Page,
  PageHeader,
  TextField,
} from '../../ui';
import {
  approvalRulesQuery,
  approverCandidatesQuery,
  useAddApprovalRule,
  useRemoveApprovalRule,
  useSetRuleApprovers,
} from './approval-rules-queries';
import styles from './orders.module.css';

/** The server's refusal of a rule beyond the company's limit of rules (APPROVAL_RULE_LIMITS.rulesMax). */
const TOO_MANY_RULES = 'orders.rules.too-many';

/** Euros as typed (a comma or a point), in cents; NaN when it is not a number. */
function centsOf(text: string): number {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  return value === '' || !/^\d+(\.\d{1,2})?$/.test(value) ? Number.NaN : Math.round(Number(value) * 100);
}

/** The rule in plain words of the page's language. */
export function useRuleText() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (condition: ApprovalCondition) => {
    switch (condition.kind) {
      case 'MONTHLY_OVER':
      case 'ONE_TIME_OVER':
        return t(`orders.rules.condition.${condition.kind}`, {
          amount: formatAmount(condition.cents / 100, 'EUR', language),
        });
      case 'ORDER_TYPE':
        return t('orders.rules.condition.ORDER_TYPE', { type: t(`orders.type.${condition.orderType}`) });
      case 'PRODUCT':
        return t('orders.rules.condition.PRODUCT', { product: condition.productCode });
    }
  };
}

/** Names as a list of the page's language ("A, B and C"). */
function useNameList() {
  const { i18n } = useTranslation();
  return (names: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
}

/** The approvers a rule names: a checkbox for each user of the company who may approve. */
function ApproverChoice({
  candidates,
  chosen,
  onChange,
  error,
}: {
  candidates: readonly Approver[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.approvers}>
      <legend>{t('orders.rules.approvers')}</legend>
      {candidates.map((candidate) => (
        <Checkbox
          key={candidate.id}
          isSelected={chosen.includes(candidate.id)}
          onChange={(isSelected) =>
            onChange(isSelected ? [...chosen, candidate.id] : chosen.filter((id) => id !== candidate.id))
          }
        >
          {candidate.name}
        </Checkbox>
      ))}
      {error ? (
        <p className={styles.fieldError} role="alert">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A rule in force: in plain words with its approvers, whom the approvers may change. */
function RuleItem({
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
    </li>
  );
}

/**
 * /{companyId}/order-requests/rules: the company's approval rules (issue 11), for its approvers. Each rule is
 * said in plain words with the approvers it names; a rule is added with its approvers (validated by the
 * domain's schema before it is sent), its approvers changed (If-Match), or it is removed after a confirmation; an order's change-impact figures can be tried against the rules before anyone orders.
 */
export function ApprovalRulesPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const rules = useQuery(approvalRulesQuery(companyId));
  const candidates = useQuery(approverCandidatesQuery(companyId));
  const add = useAddApprovalRule(companyId);
  const remove = useRemoveApprovalRule(companyId);
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
  const [removing, setRemoving] = useState<ApprovalRule | null>(null);

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

  const valueField =
    kind === 'ORDER_TYPE' ? (
      <Dropdown
        label={t('orders.rules.order-type')}
        options={ORDER_TYPES.map((type) => ({ id: type, label: t(`orders.type.${type}`) }))}
        value={orderType}
        onChange={(value) => setOrderType(value ?? 'CEASE')}
        errorMessage={error ? t(error) : undefined}
      />
    ) : kind === 'PRODUCT' ? (
      <TextField
        label={t('orders.rules.product')}
        value={product}
        onChange={setProduct}
        isRequired
        errorMessage={error ? t(error) : undefined}
      />
    ) : (
      <TextField
        label={t('orders.rules.amount')}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        isRequired
        errorMessage={error ? t(error) : undefined}
      />
    );

  return (
    <Page labelledBy="approval-rules-title">
      <PageHeader
        id="approval-rules-title"
        title={t('orders.rules.title')}
        intro={t('orders.rules.intro')}
        actions={
          <Link className={styles.link} to="..">
            {t('orders.rules.back')}
          </Link>
        }
      />
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
              <RuleItem
                key={rule.id}
                rule={rule}
                candidates={candidates.data?.items ?? []}
                onRemove={() => setRemoving(rule)}
              />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="approval-rules-add">
        <h2 id="approval-rules-add" className={styles.heading}>
          {t('orders.rules.add-title')}
        </h2>
        <div className={styles.filters}>
          <Dropdown
            label={t('orders.rules.kind')}
            options={APPROVAL_RULE_KINDS.map((id) => ({ id, label: t(`orders.rules.kinds.${id}`) }))}
            value={kind}
            onChange={(value) => {
              setKind((value ?? 'MONTHLY_OVER') as ApprovalRuleKind);
              setError(null);
            }}
          />
          {valueField}
        </div>
        <ApproverChoice
          candidates={candidates.data?.items ?? []}
          chosen={approverIds}
          onChange={setApproverIds}
          error={approverError}
        />
        <div>
          <Button onPress={submit} isLoading={add.isPending} loadingLabel={t('orders.rules.saving')}>
            {t('orders.rules.add')}
          </Button>
        </div>
        {addError ? (
          <Notification type="error" isLive>
            {t(addError, { max: APPROVAL_RULE_LIMITS.rulesMax })}
          </Notification>
        ) : null}
      </section>
      <RuleTry rules={rules.data?.items ?? []} />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => isOpen || setRemoving(null)}
        title={t('orders.rules.remove-title')}
        confirmLabel={t('orders.rules.remove')}
        isPending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => {
              notify({ type: 'success', text: t('orders.rules.removed') });
              setRemoving(null);
              // The company has room for a rule again: the limit's message no longer holds.
              setAddError((shown) => (shown === TOO_MANY_RULES ? null : shown));
            },
            onError: () => setRemoving(null),
          })
        }
      >
        {removing ? t('orders.rules.remove-text', { rule: ruleText(removing.condition) }) : null}
      </ConfirmDialog>
    </Page>
  );
}

/** An order's change-impact figures tried against the rules: which of them it meets, if any. */
function RuleTry({ rules }: { rules: readonly ApprovalRule[] }) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const [monthly, setMonthly] = useState('');
  const [oneTime, setOneTime] = useState('');
  const [orderType, setOrderType] = useState<string>('NEW');
  const [products, setProducts] = useState('');
  const figures = {
    monthlyCents: centsOf(monthly || '0'),
    oneTimeCents: centsOf(oneTime || '0'),
    orderType,
    productCodes: products
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  };
  const invalid = Number.isNaN(figures.monthlyCents) || Number.isNaN(figures.oneTimeCents);
  const matched = invalid ? [] : matchingApprovalRules(rules, figures);
  return (
    <section className={styles.section} aria-labelledby="approval-rules-try">
      <h2 id="approval-rules-try" className={styles.heading}>
        {t('orders.rules.try.title')}
      </h2>
      <p className={styles.muted}>{t('orders.rules.try.intro')}</p>
      <div className={styles.filters}>
        <TextField
          label={t('orders.rules.try.monthly')}
          value={monthly}
          onChange={setMonthly}
          inputMode="decimal"
          errorMessage={Number.isNaN(figures.monthlyCents) ? t('validation.invalid') : undefined}
        />
        <TextField
          label={t('orders.rules.try.one-time')}
          value={oneTime}
          onChange={setOneTime}
          inputMode="decimal"
          errorMessage={Number.isNaN(figures.oneTimeCents) ? t('validation.invalid') : undefined}
        />
        <Dropdown
          label={t('orders.rules.order-type')}
          options={ORDER_TYPES.map((type) => ({ id: type, label: t(`orders.type.${type}`) }))}
          value={orderType}
          onChange={(value) => setOrderType(value ?? 'NEW')}
        />
        <TextField label={t('orders.rules.try.products')} value={products} onChange={setProducts} />
      </div>
      {invalid ? null : (
        <Notification type={matched.length > 0 ? 'warning' : 'info'} isLive>
          {matched.length > 0
            ? t('orders.rules.try.needs', {
                rules: matched.map((rule) => ruleText(rule.condition)).join('; '),
              })
            : t('orders.rules.try.free')}
        </Notification>
      )}
    </section>
  );
}
