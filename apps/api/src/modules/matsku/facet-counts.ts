import type { ProductSearchQuery, StockStatus } from '@kaista/domain/matsku';

/** How many products the company may buy in one category with one stock status. */
export interface Cell {
  category: string;
  status: StockStatus;
  count: number;
}

/** Per category the stocked cells, and the rest of the category's online products out of stock. */
export function withNoStock(stocked: Cell[], online: { category: string; count: number }[]): Cell[] {
  return online.flatMap(({ category, count }) => {
    const cells = stocked.filter((cell) => cell.category === category);
    const left = cells.reduce((rest, cell) => rest - cell.count, count);
    return left > 0 ? [...cells, { category, status: 'noStock' as const, count: left }] : cells;
  });
}

/** The total under both filters and each facet under the other's filter, from the same cells. */
export function facetsOf(cells: Cell[], query: ProductSearchQuery) {
  const sum = (rows: Cell[]) => rows.reduce((total, cell) => total + cell.count, 0);
  const inCategory = (cell: Cell) => !query.category || cell.category === query.category;
  const inStatus = (cell: Cell) => !query.status || cell.status === query.status;
  const group = (rows: Cell[], key: (cell: Cell) => string) =>
    [...new Set(rows.map(key))].map((value) => ({
      value,
      count: sum(rows.filter((cell) => key(cell) === value)),
    }));
  return {
    all: sum(cells),
    total: sum(cells.filter((cell) => inCategory(cell) && inStatus(cell))),
    categories: group(cells.filter(inStatus), (cell) => cell.category),
    statuses: group(cells.filter(inCategory), (cell) => cell.status),
  };
}
