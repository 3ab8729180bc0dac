import { useTranslation } from '../../lib/i18n/use-translation';
import { logout } from '../../lib/session/logout';
import { PlainButton } from '../../ui';
import styles from './error-view.module.css';
import { useFirstPaintReplaced } from './first-paint';
import { NotificationArea } from './notification-area';

/**
 * §2/§8: the page an unrecoverable error leaves, outside the shell, with the notices that explain it;
 * logging out is always possible from here.
 */
export function ErrorView() {
  const { t } = useTranslation();
  useFirstPaintReplaced();
  return (
    <>
      <NotificationArea />
      <main className={styles.view} id="main">
        <h1 className={styles.title}>{t('shell.errorView.title')}</h1>
        <p>{t('shell.errorView.text')}</p>
        <div className={styles.actions}>
          <PlainButton variant="secondary" onClick={() => window.location.assign('/')}>
            {t('shell.errorView.reload')}
          </PlainButton>
          <PlainButton onClick={() => void logout()}>{t('shell.userMenu.logout')}</PlainButton>
        </div>
      </main>
    </>
  );
}
