import type { HomeSummary } from '@kaista/domain/dashboard';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadingPlaceholder } from '../../ui';
import type { useHomeWidgets } from './home-summary-query';
import { ActionsWidget, type ActionsWording } from './actions-widget';
import { ExpiringDocumentsWidget } from './expiring-documents-widget';
import { Widget } from './home-widget';
import { LatestOrdersWidget } from './latest-orders-widget';
import { OwnRequestsWidget } from './own-requests-widget';
import { ServicesWidget } from './services-widget';
import { SpendWidget } from './spend-widget';
import styles from './home-widgets.module.css';

type Allowed = ReturnType<typeof useHomeWidgets>;

/** A widget's frame while its figures load: its title and a block of the widget's usual height. */
function WidgetFrame({ id, title, height }: { id: string; title: string; height: string }) {
  const { t } = useTranslation();
  return (
    <Widget id={id} title={title} busy>
      <LoadingPlaceholder variant="block" height={height} label={t('home.loading')} />
    </Widget>
  );
}

/**
 * Home's widgets, each present only when the user may read its list. Until the summary is in, the same grid
 * holds each allowed widget's frame (title and a block of its usual height), so the page is laid out at once
 * and the figures fill in where their frames stood.
 */
export function HomeWidgets({
  companyId,
  allowed,
  actionsWording,
  summary,
}: {
  companyId: string;
  allowed: Allowed;
  actionsWording: ActionsWording;
  summary: HomeSummary | undefined;
}) {
  const { t } = useTranslation();
  if (!summary) {
    const actions = allowed.tickets || allowed.orderRequests || allowed.invoices || allowed.orders;
    return (
      <div className={styles.grid}>
        {actions ? <WidgetFrame id="actions" title={actionsWording.title} height="10rem" /> : null}
        {allowed.ownRequests ? (
          <WidgetFrame id="own-requests" title={t('home.own-requests')} height="10rem" />
        ) : null}
        {allowed.invoices ? <WidgetFrame id="spend" title={t('home.spend')} height="14rem" /> : null}
        {allowed.services ? <WidgetFrame id="services" title={t('home.services')} height="10rem" /> : null}
        {allowed.orders ? <WidgetFrame id="orders" title={t('home.latest-orders')} height="14rem" /> : null}
        {allowed.documents ? (
          <WidgetFrame id="documents" title={t('home.expiring-documents')} height="10rem" />
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      <ActionsWidget companyId={companyId} summary={summary} wording={actionsWording} />
      {summary.ownRequests ? (
        <OwnRequestsWidget companyId={companyId} requests={summary.ownRequests} />
      ) : null}
      {summary.invoices ? <SpendWidget companyId={companyId} invoices={summary.invoices} /> : null}
      {summary.services ? <ServicesWidget companyId={companyId} services={summary.services} /> : null}
      {summary.orders ? <LatestOrdersWidget companyId={companyId} orders={summary.orders} /> : null}
      {summary.documents ? (
        <ExpiringDocumentsWidget companyId={companyId} today={summary.today} documents={summary.documents} />
      ) : null}
    </div>
  );
}
