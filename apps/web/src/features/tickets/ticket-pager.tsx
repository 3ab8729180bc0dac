import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import styles from './tickets.module.css';

interface TicketPagerProps {
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}

export function TicketPager({ offset, pageSize, total, onOffset }: TicketPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.floor(offset / pageSize) + 1;
  return (
    <nav className={styles.pager} aria-label={t('tickets.paging')}>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page <= 1}
        onPress={() => onOffset(offset - pageSize)}
      >
        {t('tickets.previous')}
      </Button>
      <span aria-live="polite">
        {t('tickets.page-of', {
          page,
          pages,
          first: Math.min(offset + 1, total),
          last: Math.min(offset + pageSize, total),
          total,
        })}
      </span>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page >= pages}
        onPress={() => onOffset(offset + pageSize)}
      >
        {t('tickets.next')}
      </Button>
    </nav>
  );
}
