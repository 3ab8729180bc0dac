import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-handle';
import styles from './coming-soon-page.module.css';

/** An honest empty state for a page whose feature is not in this release yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const titleKey = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter((key) => key !== undefined)
    .at(-1);
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{titleKey ? t(titleKey) : t('shell.placeholder.title')}</h1>
      <p className={styles.text}>{t('shell.placeholder.text')}</p>
    </section>
  );
}
