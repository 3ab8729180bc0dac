import type { ReactNode } from 'react';
import styles from './filter-bar.module.css';

export interface FilterBarProps {
  /** Names the filters as a search landmark, e.g. "Order filters". */
  label: string;
  /** The list's search field, dropdowns and sort order. */
  children: ReactNode;
}

/**
 * The filters above a list, side by side as wide as they fit and stacked on a phone. A search landmark, so a
 * screen reader user reaches them from the landmark list as they reach the list's results.
 */
export function FilterBar({ label, children }: FilterBarProps) {
  return (
    <div className={styles.bar} role="search" aria-label={label}>
      {children}
    </div>
  );
}
