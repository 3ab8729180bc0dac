import {
  ORDER_TYPE_NAMES,
  ORDER_TYPES,
  matchingApprovalRules,
  type ApprovalRule,
} from '@kaista/domain/orders';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown, Notification, TextField } from '../../ui';
import { centsOf } from './euro-cents';
import { useRuleText } from './use-rule-text';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './orders.module.css';

/** An order's change-impact figures tried against the rules: which of them it meets, if any. */
export function ApprovalRuleTry({ rules }: { rules: readonly ApprovalRule[] }) {
  const { t } = useTranslation();
  const typeName = useCodeName(ORDER_TYPE_NAMES);
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
          options={ORDER_TYPES.map((type) => ({ id: type, label: typeName(type) }))}
          value={orderType}
          onChange={(value) => setOrderType(value ?? 'NEW')}
        />
        <TextField label={t('orders.rules.try.products')} value={products} onChange={setProducts} />
      </div>
      {/* The answer changes as figures are typed: a status message, there from the start, not an alert. */}
      <div role="status">
        {invalid ? null : (
          <Notification type={matched.length > 0 ? 'warning' : 'info'}>
            {matched.length > 0
              ? t('orders.rules.try.needs', {
                  rules: matched.map((rule) => ruleText(rule.condition)).join('; '),
                })
              : t('orders.rules.try.free')}
          </Notification>
        )}
      </div>
    </section>
  );
}
