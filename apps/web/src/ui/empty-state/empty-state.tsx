import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** What is (not) there, and why when a filter is the reason. */
  children: ReactNode;
  /** A way forward, e.g. a retry button after a failed load. */
  action?: ReactNode;
}

/** The place of a list that has nothing to show. */
export function EmptyState({ children, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p>{children}</p>
      {action}
    </div>
  );
}
