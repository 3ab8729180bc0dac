import { useEffect, useRef, type ReactNode } from 'react';
import { Notification } from './notification';
import styles from './notification.module.css';

/**
 * What the user's action did, or why it did not, with the focus on it as it appears: the row or the button
 * that had the focus went with the action (a decided request, sessions ended), or the notice stands far from
 * the button pressed (an order refused at the foot of a long page), and a screen reader reads it out. Give
 * it a new `key` for each action, so that the next one takes the focus again.
 */
export function DoneNotice({
  children,
  type = 'success',
}: {
  children: ReactNode;
  type?: 'success' | 'error';
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.doneNotice}>
      <Notification type={type}>{children}</Notification>
    </div>
  );
}
