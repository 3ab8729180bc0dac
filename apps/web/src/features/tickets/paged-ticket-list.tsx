import type { Page as ListPage } from '@kaista/domain/shared/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTotal } from '../../lib/lists/page-total';
import { Pager, ResultCount } from '../../ui';
import styles from './ticket-list.module.css';

export interface PagedTicketListProps {
  /** The page of tickets shown: its total for the count and the pager. */
  page: ListPage<unknown>;
  /** Names the list, e.g. "Support requests". */
  label: string;
  /** A newer page is on its way. */
  busy: boolean;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
  /** The page's rows (`TicketRow`s). */
  children: ReactNode;
}

/** A page of tickets under its count, with the pager: the company's list and the desk's queue. */
export function PagedTicketList({
  page,
  label,
  busy,
  offset,
  pageSize,
  onOffset,
  children,
}: PagedTicketListProps) {
  const { t } = useTranslation();
  return (
    <>
      <ResultCount>{t('tickets.count', { total: pageTotal(page) })}</ResultCount>
      <ul className={styles.list} aria-label={label} aria-busy={busy}>
        {children}
      </ul>
      <Pager
        label={t('tickets.paging')}
        offset={offset}
        pageSize={pageSize}
        page={page}
        onOffset={onOffset}
      />
    </>
  );
}
