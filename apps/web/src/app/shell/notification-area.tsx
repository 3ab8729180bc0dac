import { useTranslation } from 'react-i18next';
import { dismiss, useNotifications } from '../../lib/notifications/notification-store';
import { Notification } from '../../ui';
import styles from './notification-area.module.css';

/** §2: notifications appear under the header, newest first; each is announced when it appears. */
export function NotificationArea() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  if (notifications.length === 0) return null;
  return (
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
        </Notification>
      ))}
    </section>
  );
}
