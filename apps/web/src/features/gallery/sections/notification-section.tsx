import { useState } from 'react';
import { Notification, type NotificationType } from '../../../ui';
import { Example } from '../gallery-section';
import styles from '../gallery.module.css';

const TYPES: NotificationType[] = ['info', 'success', 'warning', 'error'];

export function NotificationSection() {
  const [dismissed, setDismissed] = useState<NotificationType[]>([]);
  return (
    <>
      {TYPES.map((type) => (
        <Example key={type} label={`${type}: static, with title, dismissible`}>
          <div className={styles.column}>
            <Notification type={type}>Order 1234 was received.</Notification>
            <Notification type={type} title="Maintenance">
              The portal is closed on Sunday night.
            </Notification>
            {dismissed.includes(type) ? null : (
              <Notification
                type={type}
                isLive
                onDismiss={() => setDismissed((list) => [...list, type])}
                dismissLabel="Close notification"
              >
                A live alert you can close.
              </Notification>
            )}
          </div>
        </Example>
      ))}
    </>
  );
}
