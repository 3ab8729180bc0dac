import type { ReactNode } from 'react';
import styles from './result-count.module.css';

export interface ResultCountProps {
  /** How many a list holds under its filters, e.g. "12 orders". */
  children: ReactNode;
}

/**
 * A list's count of results. It is a status message (WCAG 4.1.3): a screen reader announces the new count
 * when a filter or search changes it, without moving the focus from the filter.
 */
export function ResultCount({ children }: ResultCountProps) {
  return (
    <p className={styles.count} role="status">
      {children}
    </p>
  );
}
