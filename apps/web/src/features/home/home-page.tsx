import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompanyId } from '../../lib/routing/company-id';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { menuEntriesFor } from '../../lib/routing/menu-entries';
import { groupBySection } from '../../lib/routing/menu-groups';
import { QUICK_SEARCH_ENTRIES } from '../../lib/routing/quick-search-entries';
import { companyQuery } from '../../lib/session/company-query';
import { useSessionUser } from '../../lib/session/use-session-user';
import { LinkTiles, LoadingPlaceholder } from '../../ui';
import { useActionsWording } from './actions-widget';
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
  const company = useQuery(companyQuery(companyId));
  const entries = menuEntriesFor(user, companyId, flags).filter((entry) => entry.section !== 'home');
  const sections = groupBySection(entries);
  const widgets = useHomeWidgets();
  const anyWidget = Object.values(widgets).some(Boolean);
  // The tour's step on widgets tells of the company's matters; a requester's own requests are not those.
  const companyWidgets = Object.entries(widgets).some(([part, shown]) => shown && part !== 'ownRequests');
  const actionsWording = useActionsWording(widgets);
  const summary = useHomeSummary(companyId, anyWidget);
  const bulletins = useHomeBulletins(companyId);

  // The frame is laid out at once: the heading and each allowed widget's frame (its title and a block).
  // Everything below the heading is then replaced in one render when both the summary and the bulletins are
  // in, so nothing painted moves: filling the widgets in while the bulletins still load would push the
  // links down under the reader's finger (Lighthouse measured a layout shift of 0.69 when they came apart).
  const settling = (anyWidget && summary.isPending) || bulletins.isPending;
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <header className={styles.intro}>
        <h1 id="home-title">{company.data?.name ?? t('shell.nav.home')}</h1>
        <p className={styles.greeting}>{t('home.greeting', { name: user.firstName || user.name })}</p>
      </header>
      <HomeTour
        widgets={!companyWidgets ? 'none' : actionsWording.forReader ? 'reader' : 'open'}
        hasQuickSearch={entries.some((entry) => QUICK_SEARCH_ENTRIES.has(entry.id))}
      />
      {anyWidget && !summary.isError ? (
        <HomeWidgets
          companyId={companyId}
          allowed={widgets}
          actionsWording={actionsWording}
          summary={settling ? undefined : summary.data}
        />
      ) : null}
      {settling ? (
        <LoadingPlaceholder variant="block" height="100vh" label={t('home.loading')} />
      ) : (
        <>
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
                }))}
              />
            </section>
          ))}
        </>
      )}
    </section>
  );
}
