import { useTranslation } from '../../lib/i18n/use-translation';
import { logout } from '../../lib/session/logout';
import { PlainButton } from '../../ui';
import styles from './error-view.module.css';

/** §8: missing permission with nowhere to send the user: the message, with logout. */
export function MissingPermissionView() {
  const { t } = useTranslation();
  return (
    <section className={styles.view} aria-labelledby="missing-permission-title">
      <h1 id="missing-permission-title" className={styles.title}>
        {t('error.missing-permission')}
      </h1>
      <PlainButton onClick={() => void logout()}>{t('shell.userMenu.logout')}</PlainButton>
    </section>
  );
}
