import { useLayoutEffect, useState, type RefObject } from 'react';
import { NARROW_QUERY, useMediaQuery } from '../use-media-query';

/** What a table does when its columns are wider than its place. */
export type CrowdedTable = 'stack' | 'scroll';

interface TableFit {
  /** Each row shown as a block of labelled lines: always on a phone, elsewhere when the columns do not fit. */
  stacked: boolean;
  /** The columns are wider than their place and scroll sideways (a table that keeps its columns). */
  scrolls: boolean;
}

/**
 * How a table fits the element around it, kept as either resizes. A stacked table is no wider than its place,
 * so it keeps the width its columns needed and goes back to columns only once its place is that wide again.
 * Measured before the first paint, so that a crowded table is not first shown running past the page.
 */
export function useTableFit(ref: RefObject<HTMLElement | null>, crowded: CrowdedTable): TableFit {
  const isPhone = useMediaQuery(NARROW_QUERY);
  const [columnsWidth, setColumnsWidth] = useState<number | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || isPhone || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const place = element.clientWidth;
      const content = element.scrollWidth;
      if (crowded === 'scroll') return setScrolls(content > place);
      setColumnsWidth((needed) => {
        if (needed === null) return content > place ? content : null;
        return place >= needed ? null : needed;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, crowded, isPhone]);
  const stacked = isPhone || columnsWidth !== null;
  return { stacked, scrolls: scrolls && !stacked };
}
