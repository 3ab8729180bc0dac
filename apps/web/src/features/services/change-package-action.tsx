import { formatCents, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, Dropdown, Notification, QueryContent } from '../../ui';
import { ActionError } from './action-error';
import type { ActionPanelProps } from './action-panel-props';
import { availablePlansQuery, useChangePackage } from './services-queries';
import styles from './services.module.css';

/**
 * §4 change package: one of /availableplans; the change is a CHANGE order that fulfilment completes, and
 * the package is the new one from then on.
 */
export function ChangePackageAction({ companyId, service }: ActionPanelProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const plans = useQuery(availablePlansQuery(companyId, service.id));
  const [code, setCode] = useState<string | null>(null);
  const change = useChangePackage(companyId, service);
  const options = (plans.data?.plans ?? []).map((plan) => ({
    id: plan.code,
    label: `${plan.name} (${formatCents(plan.monthlyCents, language)} / ${t('services.month')})`,
  }));
  const chosen = code ?? options[0]?.id ?? null;
  if (change.data)
    return (
      <Notification type="success">
        {t('services.change-package.ordered', { number: change.data.orderNumber })}{' '}
        <Link to={`/${companyId}/orders/${change.data.id}`}>{t('services.change-package.see-order')}</Link>
      </Notification>
    );
  // With no other package to change to, the panel says so rather than offer an empty choice.
  return (
    <QueryContent
      query={plans}
      loading={{ label: t('services.change-package.loading'), lines: 2 }}
      failed={t('services.change-package.load-failed')}
      retry={t('services.retry')}
      isEmpty={(data) => data.plans.length === 0 && !data.changeOnOrder}
      empty={t('services.change-package.none')}
    >
      {(data) =>
        data.changeOnOrder ? (
          <Notification type="info">
            {t('services.change-package.on-order', { number: data.changeOnOrder.orderNumber })}{' '}
            <Link to={`/${companyId}/orders/${data.changeOnOrder.id}`}>
              {t('services.change-package.see-order')}
            </Link>
          </Notification>
        ) : (
          <form
            className={styles.actionForm}
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) change.mutate(chosen);
            }}
          >
            <Dropdown
              label={t('services.change-package.label')}
              options={options}
              value={chosen}
              onChange={setCode}
              description={t('services.change-package.help')}
            />
            <div className={styles.buttons}>
              <Button type="submit" variant="secondary" isLoading={change.isPending} isDisabled={!chosen}>
                {t('services.action.change-package')}
              </Button>
            </div>
            <ActionError error={change.error} />
          </form>
        )
      }
    </QueryContent>
  );
}
