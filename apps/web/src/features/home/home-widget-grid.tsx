import type { HomeSummary } from '@kaista/domain/dashboard';
import {
  ActionsWidget,
  ExpiringDocumentsWidget,
  LatestOrdersWidget,
  ServicesWidget,
  SpendWidget,
} from './home-widgets';
import styles from './home-widgets.module.css';

/** Home's widgets, each present only when the summary carries its part (the user may read its list). */
export function HomeWidgets({ companyId, summary }: { companyId: string; summary: HomeSummary }) {
  return (
    <div className={styles.grid}>
      <ActionsWidget companyId={companyId} summary={summary} />
      {summary.invoices ? <SpendWidget companyId={companyId} invoices={summary.invoices} /> : null}
      {summary.services ? <ServicesWidget companyId={companyId} services={summary.services} /> : null}
      {summary.orders ? <LatestOrdersWidget companyId={companyId} orders={summary.orders} /> : null}
      {summary.documents ? (
        <ExpiringDocumentsWidget
          companyId={companyId}
          today={summary.today}
          documents={summary.documents}
        />
      ) : null}
    </div>
  );
}
