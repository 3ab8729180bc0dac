import { landingPath } from '@kaista/domain/shared/roles';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useSessionUser } from '../../lib/session/use-session-user';
import styles from './error-view.module.css';

/**
 * An address with no page, or a company that does not exist or is not the user's: said so in place, with
 * the way to the user's own front page (never a redirect, which an unknown address would repeat for ever).
 */
export function NotFoundView() {
  const { t } = useTranslation();
  const { user, profile } = useSessionUser();
  return (
    <section className={styles.view} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t('shell.notFound.title')}
      </h1>
      <p>{t('shell.notFound.text')}</p>
      <Link className={styles.homeLink} to={landingPath(user, profile.defaultCompany?.uid ?? null)}>
        {t('shell.notFound.home')}
      </Link>
    </section>
  );
}
