import { formatServiceNumber } from '@kaista/domain/services';
import { formatCents, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, Dropdown, Notification, QueryContent } from '../../ui';
import { ActionError } from './action-error';
import type { ActionPanelProps } from './action-panel-props';
import { ChangePackageConfirm } from './change-package-confirm';
import { availablePlansQuery, useChangePackage } from './services-queries';
import styles from './services.module.css';

/**
 * §4 change package: one of /availableplans; the change is a CHANGE order that fulfilment completes, and
 * the package is the new one from then on. Nothing is chosen beforehand, and the order is asked first,
 * naming both packages and the new fee: one press must not change what the service costs.
 */
export function ChangePackageAction({ companyId, service }: ActionPanelProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const plans = useQuery(availablePlansQuery(companyId, service.id));
  const [code, setCode] = useState<string | null>(null);
  const [isMissing, setMissing] = useState(false);
  const [isAsking, setAsking] = useState(false);
  const change = useChangePackage(companyId, service);
  const monthly = (cents: number) => `${formatCents(cents, language)} / ${t('services.month')}`;
  const options = (plans.data?.plans ?? []).map((plan) => ({
    id: plan.code,
    label: `${plan.name} (${monthly(plan.monthlyCents)})`,
  }));
  const chosen = plans.data?.plans.find((plan) => plan.code === code) ?? null;
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
              // Without a package there is nothing to ask about: told at the choice, as an empty field is.
              setMissing(!chosen);
              setAsking(Boolean(chosen));
            }}
          >
            {chosen ? (
              <ChangePackageConfirm
                what={formatServiceNumber(service.number)}
                change={{
                  from: service.packageName,
                  to: chosen.name,
                  currentPrice: monthly(service.monthlyPriceCents),
                  newPrice: monthly(chosen.monthlyCents),
                }}
                isOpen={isAsking}
                onOpenChange={setAsking}
                isPending={change.isPending}
                onConfirm={() => change.mutate(chosen.code, { onSettled: () => setAsking(false) })}
              />
            ) : null}
            <Dropdown
              label={t('services.change-package.label')}
              placeholder={t('services.change-package.choose')}
              options={options}
              value={chosen?.code ?? null}
              onChange={(value) => {
                setMissing(false);
                setCode(value);
              }}
              isRequired
              errorMessage={isMissing ? t('validation.cannot-be-empty') : undefined}
              description={t('services.change-package.help')}
            />
            <div className={styles.buttons}>
              <Button type="submit" variant="secondary" isLoading={change.isPending}>
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
