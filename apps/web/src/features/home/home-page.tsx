import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useComingSoonEntries } from '../../lib/routing/coming-soon';
import { useCompanyId } from '../../lib/routing/company-id';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { menuEntriesFor } from '../../lib/routing/menu-entries';
import { groupBySection } from '../../lib/routing/menu-groups';
import { companyQuery } from '../../lib/session/company-query';
import { useSessionUser } from '../../lib/session/use-session-user';
import { LinkTiles, LoadingPlaceholder } from '../../ui';
import { HomeBulletins } from './home-bulletins';
import styles from './home-page.module.css';
import { useHomeSummary, useHomeWidgets } from './home-summary-query';
import { ActionsWidget, LatestOrdersWidget, ServicesWidget, SpendWidget } from './home-widgets';
import widgetStyles from './home-widgets.module.css';

/** §2 /{companyId}/home: the company, the user, and the way to every page the user may open here. */
export function HomePage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  const coming = useComingSoonEntries();
  const company = useQuery(companyQuery(companyId));
  const entries = menuEntriesFor(user, companyId, flags).filter((entry) => entry.section !== 'home');
  const sections = groupBySection(entries);
  const widgets = useHomeWidgets();
  const anyWidget = Object.values(widgets).some(Boolean);
  const summary = useHomeSummary(companyId, anyWidget);

  return (
    <section className={styles.home} aria-labelledby="home-title">
      <header className={styles.intro}>
        <h1 id="home-title">{company.data?.name ?? t('shell.nav.home')}</h1>
        <p className={styles.greeting}>{t('home.greeting', { name: user.firstName || user.name })}</p>
      </header>
      {anyWidget && summary.isPending ? (
        <LoadingPlaceholder variant="block" height="12rem" label={t('home.loading')} />
      ) : null}
      {summary.data ? (
        <div className={widgetStyles.grid}>
          <ActionsWidget companyId={companyId} summary={summary.data} />
          {summary.data.invoices ? (
            <SpendWidget companyId={companyId} invoices={summary.data.invoices} />
          ) : null}
          {summary.data.services ? (
            <ServicesWidget companyId={companyId} services={summary.data.services} />
          ) : null}
          {summary.data.orders ? (
            <LatestOrdersWidget companyId={companyId} orders={summary.data.orders} />
          ) : null}
        </div>
      ) : null}
      <HomeBulletins companyId={companyId} />
      {sections.length === 0 ? <p>{t('home.no-pages')}</p> : null}
      {sections.map(({ section, entries: sectionEntries }) => (
        <section key={section} className={styles.group} aria-labelledby={`home-${section}`}>
          <h2 id={`home-${section}`} className={styles.subtitle}>
            {t(`shell.nav.section.${section}`)}
          </h2>
          <LinkTiles
            tiles={sectionEntries.map((entry) => ({
              id: entry.id,
              title: t(`shell.nav.${entry.id}`),
              href: entry.href,
              comingLabel: coming.has(entry.id) ? t('shell.nav.coming') : undefined,
            }))}
          />
        </section>
      ))}
    </section>
  );
}
