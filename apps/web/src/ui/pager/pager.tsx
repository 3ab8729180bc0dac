import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../button/button';
import styles from './pager.module.css';

export interface PagerProps {
  /** Names the navigation, e.g. "Audit log pages". */
  label: string;
  offset: number;
  pageSize: number;
  /**
   * The list's answer (the domain's Page, or one shaped like it). `totalCapped`: the total was counted only
   * up to a cap, so there may be more rows than it says; past it, a full page of `items` means there may
   * be more.
   */
  page: { total: number; totalCapped?: boolean; items: readonly unknown[] };
  onOffset: (offset: number) => void;
}

/** Previous and next page of a server-paged list, with the range shown and its total. */
export function Pager({ label, offset, pageSize, page, onOffset }: PagerProps) {
  const { t } = useTranslation();
  const { total, totalCapped = false } = page;
  const shown = page.items.length;
  const first = offset + 1;
  const last = offset + shown;
  const hasNext = totalCapped ? shown === pageSize : last < total;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button
        variant="secondary"
        size="small"
        isDisabled={offset === 0}
        onPress={() => onOffset(Math.max(0, offset - pageSize))}
      >
        {t('common.pager.previous')}
      </Button>
      <span aria-live="polite">
        {t(totalCapped ? 'common.pager.range-capped' : 'common.pager.range', { first, last, total })}
      </span>
      <Button
        variant="secondary"
        size="small"
        isDisabled={!hasNext}
        onPress={() => onOffset(offset + pageSize)}
      >
        {t('common.pager.next')}
      </Button>
    </nav>
  );
}
