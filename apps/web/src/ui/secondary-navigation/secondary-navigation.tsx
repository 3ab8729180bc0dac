import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { classNames } from '../class-names';
import { ChevronDownIcon } from '../icons/icons';
import { NARROW_QUERY, useMediaQuery } from '../use-media-query';
import { useOutsidePointer } from '../use-outside-pointer';
import { PageLink, type SecondaryNavigationPage } from './page-link';
import { currentPageOf, type PageMatch } from './page-match';
import styles from './secondary-navigation.module.css';

export type { SecondaryNavigationPage } from './page-link';
export type { PageMatch } from './page-match';

export interface SecondaryNavigationProps {
  /** Names the navigation landmark, e.g. "Company". */
  label: string;
  pages: readonly SecondaryNavigationPage[];
  /**
   * exact (default): the current page is the one whose URL is the path; partial: also its sub-pages, the
   * longest matching URL winning.
   */
  match?: PageMatch;
  /** The current page when no page's URL matches the path (a page that belongs to an entry elsewhere). */
  currentId?: string | null;
  /** Pages marked with a dot, e.g. ones with news. */
  highlightedIds?: readonly string[];
  /** Read by assistive technology for a dot, e.g. "new". */
  highlightLabel?: string;
}

export function SecondaryNavigation({
  label,
  pages,
  match = 'exact',
  currentId = null,
  highlightedIds = [],
  highlightLabel = '',
}: SecondaryNavigationProps) {
  const { pathname } = useLocation();
  const isCollapsed = useMediaQuery(NARROW_QUERY);
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsidePointer(rootRef, isOpen, close);

  const current = currentPageOf(pages, pathname, match) ?? pages.find((page) => page.id === currentId);
  const links = pages.map((page) => (
    <li key={page.id}>
      <PageLink
        page={page}
        isCurrent={page === current}
        highlightLabel={highlightedIds.includes(page.id) ? highlightLabel : undefined}
        onPick={isCollapsed ? close : undefined}
      />
    </li>
  ));

  if (!isCollapsed) {
    return (
      <nav aria-label={label} className={styles.navigation}>
        <ul className={styles.row}>{links}</ul>
      </nav>
    );
  }

  // Escape goes back to the toggle, where a closed list would leave the focus on a hidden link.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close();
      toggleRef.current?.focus();
    }
  };
  // Tabbing on past the last page closes the list, as a press outside it does: open, it covers the page.
  const onBlur = (event: FocusEvent) => {
    if (isOpen && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };
  return (
    <nav aria-label={label} ref={rootRef} className={styles.collapsed} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen((open) => !open)}
      >
        {current?.icon ? <span className={styles.icon}>{current.icon}</span> : null}
        <span className={styles.toggleTitle}>{current?.title ?? label}</span>
        <ChevronDownIcon className={classNames(styles.chevron, isOpen && styles.chevronOpen)} />
      </button>
      <ul id={listId} className={styles.menu} hidden={!isOpen}>
        {links}
      </ul>
    </nav>
  );
}
