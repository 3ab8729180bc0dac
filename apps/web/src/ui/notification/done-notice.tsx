import { useEffect, useRef, type ReactNode } from 'react';
import { Notification } from './notification';
import styles from './notification.module.css';

/**
 * What the user's action did, said where they acted, with the focus on it as it appears: the row or the
 * button that had the focus went with the action (a decided request, sessions ended), and a screen reader
 * reads the notice out. Give it a new `key` for each action, so that the next one takes the focus again.
 */
export function DoneNotice({ children }: { children: ReactNode }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.doneNotice}>
      <Notification type="success">{children}</Notification>
    </div>
  );
}
