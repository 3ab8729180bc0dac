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
import { HomeBulletins, useHomeBulletins } from './home-bulletins';
import styles from './home-page.module.css';
import { HomeTour } from './home-tour';
import { useHomeSummary, useHomeWidgets } from './home-summary-query';
import { HomeWidgets } from './home-widget-grid';

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
  // The widgets and bulletins arrive separately; laying the page out once, when both are in, keeps the tiles
  // from jumping down twice under the reader's finger (Lighthouse measured a layout shift of 0.69).
  const bulletins = useHomeBulletins(companyId);
  const settling = (anyWidget && summary.isPending) || bulletins.isPending;

  return (
    <section className={styles.home} aria-labelledby="home-title">
      <header className={styles.intro}>
        <h1 id="home-title">{company.data?.name ?? t('shell.nav.home')}</h1>
        <p className={styles.greeting}>{t('home.greeting', { name: user.firstName || user.name })}</p>
      </header>
      <HomeTour />
      {settling ? (
        <LoadingPlaceholder variant="block" height="100vh" label={t('home.loading')} />
      ) : (
        <>
          {summary.data ? <HomeWidgets companyId={companyId} summary={summary.data} /> : null}
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
        </>
      )}
    </section>
  );
}
