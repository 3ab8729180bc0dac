import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import styles from './tickets.module.css';

interface TicketPagerProps {
  offset: number;
  pageSize: number;
  total: number;
  totalCapped: boolean;
  /** Rows on this page: past a capped total, a full page means there may be more. */
  shown: number;
  onOffset: (offset: number) => void;
}

export function TicketPager({ offset, pageSize, total, totalCapped, shown, onOffset }: TicketPagerProps) {
  const { t } = useTranslation();
  const first = offset + 1;
  const last = offset + shown;
  const hasNext = totalCapped ? shown === pageSize : last < total;
  const range = totalCapped
    ? t('tickets.page-of-more', { first, last, total })
    : t('tickets.page-of', { first, last, total });
  return (
    <nav className={styles.pager} aria-label={t('tickets.paging')}>
      <Button
        variant="secondary"
        size="small"
        isDisabled={offset === 0}
        onPress={() => onOffset(offset - pageSize)}
      >
        {t('tickets.previous')}
      </Button>
      <span aria-live="polite">{range}</span>
      <Button
        variant="secondary"
        size="small"
        isDisabled={!hasNext}
        onPress={() => onOffset(offset + pageSize)}
      >
        {t('tickets.next')}
      </Button>
    </nav>
  );
}
