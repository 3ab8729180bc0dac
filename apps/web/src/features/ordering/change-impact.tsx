import type { Cart } from '@kaista/domain/ordering';
import { formatCents, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FactsList } from '../../ui';
import { changeImpactQuery, useCartOwner } from './cart-queries';
import styles from './ordering.module.css';

/**
 * The change-impact preview before submit: the order's one-off and new monthly totals, and (for who may read
 * the company's invoices) the company's monthly spend now and after the order, per cost centre.
 */
export function ChangeImpactPanel({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation();
  const owner = useCartOwner();
  const impact = useQuery(changeImpactQuery(owner, cart));
  const money = (cents: number) => formatCents(cents, toLanguage(i18n.language));
  if (!impact.data) return null;
  const { company } = impact.data;
  return (
    <div className={styles.impact}>
      <FactsList>
        <dt>{t('ordering.impact.one-time')}</dt>
        <dd>{money(impact.data.oneTimeCents)}</dd>
        <dt>{t('ordering.impact.monthly')}</dt>
        <dd>{money(impact.data.orderMonthlyCents)}</dd>
        {company ? (
          <>
            <dt>{t('ordering.impact.company-monthly')}</dt>
            <dd>
              {t('ordering.impact.before-after', {
                before: money(company.monthlyBeforeCents),
                after: money(company.monthlyAfterCents),
              })}
            </dd>
          </>
        ) : null}
      </FactsList>
      {company && company.byCostCentre.length > 0 ? (
        <table className={styles.impactTable}>
          <caption>{t('ordering.impact.by-cost-centre')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ordering.details.cost-centre')}</th>
              <th scope="col">{t('ordering.impact.now')}</th>
              <th scope="col">{t('ordering.impact.after')}</th>
            </tr>
          </thead>
          <tbody>
            {company.byCostCentre.map((row) => (
              <tr key={row.costCentreId ?? 'none'}>
                <th scope="row">{row.name ?? t('ordering.details.no-cost-centre')}</th>
                <td>{money(row.monthlyBeforeCents)}</td>
                <td>{money(row.monthlyAfterCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
