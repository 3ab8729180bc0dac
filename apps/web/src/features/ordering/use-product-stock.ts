import type { BundleStructure } from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useCartOwner } from './cart-queries';
import { stocksQuery } from './catalogue-queries';

/** §7 POST /products/stocks: a device's units in stock now, with its §4 level (low, none); none unstocked. */
export function useProductStock(structure: BundleStructure, code: string) {
  const stocked = structure.products.some((p) => p.code === code && p.stock !== null);
  const stocks = useQuery(stocksQuery(useCartOwner(), stocked ? [code] : []));
  return stocks.data?.stocks.find((entry) => entry.productCode === code);
}
