import { z } from 'zod';
import { PAGING } from '../constants/limits';
import { SORT_DIRECTIONS } from '../enums/common';

/** Deeper than this no list is paged; it keeps a hand-made offset from becoming a costly scan. */
const MAX_OFFSET = 10_000_000;

function pagingSchema(pageSize: number) {
  return z.object({
    offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(PAGING.defaultOffset),
    pageSize: z.coerce.number().int().min(1).max(PAGING.maxPageSize).default(pageSize),
  });
}

/**
 * DESIGN.md §4, §9: the query of every list: offset (0), page size (at most 100, by default the spec's
 * default list page size or the list's own) and the list's filters. Values arrive as text in a URL, hence
 * the coercion.
 */
export function listQuerySchema<Filters extends z.ZodRawShape>(
  filters: Filters,
  pageSize: number = PAGING.defaultPageSize,
) {
  return pagingSchema(pageSize).extend(filters);
}

/** A list whose order people choose: the orders it offers (the first is its default) and the direction. */
export function sortedListQuerySchema<
  Filters extends z.ZodRawShape,
  const Sort extends readonly [string, ...string[]],
>(filters: Filters, sort: Sort, pageSize: number = PAGING.defaultPageSize) {
  return pagingSchema(pageSize)
    .extend(filters)
    .extend({
      sort: z.enum(sort).default(sort[0] as Sort[number]),
      direction: z.enum(SORT_DIRECTIONS).default('DEFAULT'),
    });
}

/**
 * The answer of every list: one page of items, the total, whether the total stopped at a cap (DESIGN.md §4
 * 'a capped count') and the paging it answers.
 */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    offset: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A page as the server builds it, for any item type. */
export interface Page<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  offset: number;
  pageSize: number;
}
