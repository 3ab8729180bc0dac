import { formatServiceNumber, hasSim } from '@kaista/domain/services';
import { formatCents, formatDate, formatDateTime, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { BackLink, DetailFailure, FactsList, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { useBillingFacts } from './billing-facts';
import { FaultReport } from './fault-report';
import { ServiceActionsPanel } from './service-actions';
import { ServiceFeatures } from './service-features';
import { ServiceStatusChip } from './service-status';
import { ServiceTickets } from './service-tickets';
import { serviceActionsQuery, serviceOrdersQuery, serviceQuery } from './services-queries';
import styles from './services.module.css';

/** The order that made the service and those that targeted it (its actions'), each a link to its page. */
function OrderHistory({ companyId, serviceId }: { companyId: string; serviceId: string }) {
  const { t } = useTranslation();
  const history = useQuery(serviceOrdersQuery(companyId, serviceId));
  return (
    <section className={styles.section} aria-labelledby="service-orders">
      <h2 id="service-orders">{t('services.orders.title')}</h2>
      {history.isPending ? (
        <LoadingPlaceholder label={t('services.loading')} />
      ) : history.isError ? (
        <p className={styles.muted}>{t('services.orders.load-failed')}</p>
      ) : history.data.orders.length === 0 ? (
        <p className={styles.muted}>{t('services.orders.none')}</p>
      ) : (
        <ul className={styles.plainList}>
          {history.data.orders.map((order) => (
            <li key={order.id}>
              <Link to={`/${companyId}/orders/${order.id}`}>
                {t(`services.order-type.${order.orderType}`, { defaultValue: order.orderType })}{' '}
                {order.orderNumber}
              </Link>{' '}
              · {t(`services.order-status.${order.status}`, { defaultValue: order.status })} ·{' '}
              {formatDateTime(order.createdAt)}
              {order.products.length ? ` · ${order.products.join(', ')}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** §2 /services/{serviceId}: what the subscription is, whose it is, who pays, and the §4 actions. */
export function ServicePage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const companyId = useCompanyId();
  const serviceId = useParams().serviceId ?? '';
  const service = useQuery(serviceQuery(companyId, serviceId));
  const actions = useQuery(serviceActionsQuery(companyId, serviceId));
  const billingFacts = useBillingFacts(companyId);

  const back = <BackLink to="..">{t('services.back')}</BackLink>;

  if (service.isPending) return <LoadingPlaceholder label={t('services.loading')} variant="page" />;
  if (service.isError)
    return (
      <DetailFailure
        error={service.error}
        notFound={t('services.not-found')}
        back={back}
        onRetry={() => void service.refetch()}
      />
    );
  const data = service.data;
  const none = '–';
  // A service without a SIM (switchboard, fixed broadband) has no ICCID to show, not an empty one.
  const simFacts: [string, ReactNode][] = hasSim(data.type)
    ? [[t('services.field.iccid'), data.iccid ?? none]]
    : [];
  const facts: [string, ReactNode][] = [
    [
      t('services.field.status'),
      <ServiceStatusChip key="s" status={data.status} suspensionKind={data.suspensionKind} />,
    ],
    [t('services.field.number'), formatServiceNumber(data.number)],
    [t('services.field.number-type'), t(`services.number-type.${data.numberType}`)],
    [t('services.field.type'), t(`services.type.${data.type}`)],
    [t('services.field.user'), data.userName ?? none],
    ...simFacts,
    [
      t('services.field.package'),
      `${data.packageName} (${formatCents(data.monthlyPriceCents, language)} / ${t('services.month')})`,
    ],
    ...billingFacts(data),
    [t('services.field.contract-start'), formatDate(data.contractStart)],
    [t('services.field.fixed-term-end'), data.fixedTermEnd ? formatDate(data.fixedTermEnd) : none],
  ];
  if (data.simActivatedAt)
    facts.push([t('services.field.sim-activated'), formatDateTime(data.simActivatedAt)]);
  if (data.scheduledTermination)
    facts.push([
      t('services.field.scheduled-termination'),
      `${formatDate(data.scheduledTermination)}${data.terminationKind ? ` (${t(`services.cease.${data.terminationKind}`)})` : ''}`,
    ]);
  if (data.endedOn) facts.push([t('services.field.ended-on'), formatDate(data.endedOn)]);

  return (
    <Page labelledBy="service-title">
      {back}
      <PageHeader
        id="service-title"
        title={`${formatServiceNumber(data.number)}${data.userName ? ` · ${data.userName}` : ''}`}
      />
      <div className={styles.layout}>
        <div className={styles.actionForm}>
          <section className={styles.section} aria-labelledby="service-facts">
            <h2 id="service-facts">{t('services.details')}</h2>
            <FactsList wideTerms stackOnNarrow>
              {facts.map(([term, value]) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </FactsList>
          </section>
          <ServiceFeatures service={data} />
          <OrderHistory companyId={companyId} serviceId={serviceId} />
          <ServiceTickets companyId={companyId} serviceId={serviceId} />
        </div>
        <div className={styles.actionsRegion} aria-label={t('services.actions')} role="region">
          {actions.isPending ? (
            <LoadingPlaceholder label={t('services.loading')} />
          ) : actions.isError ? null : (
            <ServiceActionsPanel companyId={companyId} service={data} actions={actions.data.actions} />
          )}
          <FaultReport companyId={companyId} service={data} />
        </div>
      </div>
    </Page>
  );
}
