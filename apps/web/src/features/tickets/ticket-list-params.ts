import {
  PAGING,
  SORT_DIRECTIONS,
  TICKET_SORT_FIELDS,
  TICKET_STATUSES,
  type SortDirection,
  type TicketSortField,
  type TicketStatus,
} from '@kaista/domain';
import type { TicketListParams } from './tickets-queries';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/** The list's state lives in the address, so a filtered page can be reloaded, shared and gone back to. */
export function paramsFromSearch(search: URLSearchParams): TicketListParams {
  const statuses = (search.get('status') ?? '')
    .split(',')
    .filter((status): status is TicketStatus => (TICKET_STATUSES as readonly string[]).includes(status));
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return {
    statuses,
    q: search.get('q') ?? '',
    sort: oneOf<TicketSortField>(TICKET_SORT_FIELDS, search.get('sort'), 'createdAt'),
    direction: oneOf<SortDirection>(SORT_DIRECTIONS, search.get('direction'), 'DEFAULT'),
    offset: (page - 1) * PAGING.defaultPageSize,
    pageSize: PAGING.defaultPageSize,
  };
}

export function searchFromParams(params: TicketListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.statuses.length > 0) search.set('status', params.statuses.join(','));
  if (params.q) search.set('q', params.q);
  if (params.sort !== 'createdAt') search.set('sort', params.sort);
  if (params.direction !== 'DEFAULT') search.set('direction', params.direction);
  const page = Math.floor(params.offset / params.pageSize) + 1;
  if (page > 1) search.set('page', String(page));
  return search;
}
