import type { ReactNode } from 'react';
import styles from './filter-bar.module.css';

export interface FilterBarProps {
  /** Names the filters as a search landmark, e.g. "Order filters". */
  label: string;
  /**
   * `even`: the filters side by side as wide as they fit (a child may take a row of its own); `search-first`:
   * the first (a search field) twice as wide as each of the others, three to a row; both stack on a phone.
   * `wrap`: each filter as wide as its own content, wrapping to the next row (date fields, a few choices).
   */
  layout?: 'even' | 'search-first' | 'wrap';
  /** The list's search field, dropdowns and sort order. */
  children: ReactNode;
}

const LAYOUTS = { even: styles.even, 'search-first': styles.searchFirst, wrap: styles.wrap };

/**
 * The filters above a list. A search landmark, so a screen reader user reaches them from the landmark list as
 * they reach the list's results.
 */
export function FilterBar({ label, layout = 'even', children }: FilterBarProps) {
  return (
    <div className={LAYOUTS[layout]} role="search" aria-label={label}>
      {children}
    </div>
  );
}
