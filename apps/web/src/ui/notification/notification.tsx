import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons';
import styles from './notification.module.css';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

type Dismissal =
  { onDismiss: () => void; dismissLabel: string } | { onDismiss?: never; dismissLabel?: never };

export type NotificationProps = Dismissal & {
  type: NotificationType;
  children: ReactNode;
  title?: ReactNode;
  /** A live notification is announced as an alert when it appears; a static one is part of the page. */
  isLive?: boolean;
  className?: string;
};

export function Notification({
  type,
  children,
  title,
  isLive = false,
  onDismiss,
  dismissLabel,
  className,
}: NotificationProps) {
  const Icon = ICONS[type];
  return (
    <div
      role={isLive ? 'alert' : undefined}
      data-type={type}
      className={classNames(styles.notification, styles[type], className)}
    >
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.text}>{children}</div>
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
