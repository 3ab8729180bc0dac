import type { Page as ListPage } from '@kaista/domain/shared/api';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageTotal } from '../../lib/lists/page-total';
import { Pager, QueryContent, type QueryState } from '../../ui';
import styles from './ticket-list.module.css';

export interface TicketResultsProps<Ticket> {
  /** The list's query: a page of tickets. */
  query: QueryState<ListPage<Ticket>> & { isFetching: boolean };
  /** Names the list, e.g. "Support requests". */
  label: string;
  /** Said when the page holds no tickets. */
  empty: string;
  /** Says how many the list holds, when the plain count would not tell what it counts. */
  countText?: (total: string) => string;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
  /** One ticket's row (a `TicketRow`). */
  row: (ticket: Ticket) => ReactNode;
}

/**
 * A page of tickets, the company's list or the desk's queue: its placeholder, failure or emptiness, else the
 * count, the rows and the pager.
 */
export function TicketResults<Ticket>({
  query,
  label,
  empty,
  countText,
  offset,
  pageSize,
  onOffset,
  row,
}: TicketResultsProps<Ticket>) {
  const { t } = useTranslation();
  return (
    <QueryContent
      query={query}
      // A viewport's height keeps the footer below the fold until the list arrives (no layout shift).
      loading={{ label: t('tickets.loading'), variant: 'page' }}
      failed={t('tickets.load-failed')}
      retry={t('tickets.retry')}
      isEmpty={(page) => page.items.length === 0}
      count={(page) => countText?.(pageTotal(page)) ?? t('tickets.count', { total: pageTotal(page) })}
      empty={empty}
    >
      {(page) => (
        <>
          <ul className={styles.list} aria-label={label} aria-busy={query.isFetching}>
            {page.items.map(row)}
          </ul>
          <Pager
            label={t('tickets.paging')}
            offset={offset}
            pageSize={pageSize}
            page={page}
            onOffset={onOffset}
          />
        </>
      )}
    </QueryContent>
  );
}
