import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { Button } from '../button/button';
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
  /** The filters set (useListUrlState): while any is, a button clears them all at once. */
  filters?: ListFilters;
}

const LAYOUTS = { even: styles.even, 'search-first': styles.searchFirst, wrap: styles.wrap };

/**
 * The filters above a list. A search landmark, so a screen reader user reaches them from the landmark list as
 * they reach the list's results.
 */
export function FilterBar({ label, layout = 'even', children, filters }: FilterBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  // The button goes with the filters it clears, so the focus goes to the bar's first control, not the page.
  const clear = () => {
    filters?.clear();
    bar.current?.querySelector<HTMLElement>('input, button')?.focus();
  };
  return (
    <div className={LAYOUTS[layout]} role="search" aria-label={label} ref={bar}>
      {children}
      {filters?.active ? (
        <div className={styles.clear}>
          <Button variant="tertiary" onPress={clear}>
            {t('common.clear-filters', { active: filters.active })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
