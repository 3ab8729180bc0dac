import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { dismiss, useNotifications } from '../../lib/notifications/notification-store';
import { Notification } from '../../ui';
import styles from './notification-area.module.css';

/** §2: notifications appear under the header, newest first; each is announced when it appears. */
export function NotificationArea() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  // React Aria's modal hides everything outside the dialog from assistive technology (inert) but keeps
  // top-layer elements reachable, and a click in one does not close the dialog. The layer is always there,
  // because a node added later inside the hidden page stays hidden: a notice raised by a dialog's own work
  // would never be heard.
  return (
    <div className={styles.layer} data-react-aria-top-layer="true">
      {notifications.length > 0 ? (
        <section className={styles.area} aria-label={t('notifications.label')}>
          {notifications.map((shown) => (
            <Notification
              key={shown.key}
              type={shown.type}
              isLive
              onDismiss={() => dismiss(shown.key)}
              dismissLabel={t('notifications.dismiss')}
            >
              {shown.text}
              {shown.link ? (
                <>
                  {' '}
                  <Link to={shown.link.to} onClick={() => dismiss(shown.key)}>
                    {shown.link.label}
                  </Link>
                </>
              ) : null}
            </Notification>
          ))}
        </section>
      ) : null}
    </div>
  );
}
