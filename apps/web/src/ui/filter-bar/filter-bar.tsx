import { Children, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { Button } from '../button/button';
import { ChevronDownIcon } from '../icons/icons';
import { NARROW_QUERY, useMediaQuery } from '../use-media-query';
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
  /** The list's search field, dropdowns and sort order; the first is the one a phone always shows. */
  children: ReactNode;
  /** The filters set (useListUrlState): while any is, a button clears them all at once. */
  filters?: ListFilters;
}

const LAYOUTS = { even: styles.even, 'search-first': styles.searchFirst, wrap: styles.wrap };

/** Fewer than this many filters fit a phone's first screen beside the list without folding. */
const FOLD_FROM = 3;

/**
 * The filters above a list. A search landmark, so a screen reader user reaches them from the landmark list as
 * they reach the list's results. On a phone, stacked, a list's many filters would fill the first screen
 * before its first row: there the bar shows its first filter (the search) and folds the rest behind a button,
 * open from the start when a filter is already set, so a filtered list never hides why.
 */
export function FilterBar({ label, layout = 'even', children, filters }: FilterBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [isOpen, setOpen] = useState(() => (filters?.active ?? 0) > 0);
  const [first, ...rest] = Children.toArray(children);
  const folds = isNarrow && rest.length + 1 >= FOLD_FROM;
  // The button goes with the filters it clears, so the focus goes to the bar's first control, not the page.
  const clear = () => {
    filters?.clear();
    bar.current?.querySelector<HTMLElement>('input, button')?.focus();
  };
  return (
    <div className={LAYOUTS[layout]} role="search" aria-label={label} ref={bar}>
      {first}
      {folds ? (
        <div className={styles.row}>
          <Button
            variant="secondary"
            size="small"
            className={styles.toggle}
            icon={<ChevronDownIcon />}
            aria-expanded={isOpen}
            onPress={() => setOpen(!isOpen)}
          >
            {t('common.more-filters')}
          </Button>
        </div>
      ) : null}
      {!folds || isOpen ? rest : null}
      {filters?.active ? (
        <div className={styles.row}>
          <Button variant="tertiary" onPress={clear}>
            {t('common.clear-filters', { active: filters.active })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
