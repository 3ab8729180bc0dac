import { productSearchQuerySchema, type ProductSearchQuery } from '@kaista/domain/matsku';
import { useSearchParams } from 'react-router';

const DEFAULTS = productSearchQuerySchema.parse({});

/** The search in the address (q, category, status, sort, offset), read through the contract's schema. */
export function useShopSearch() {
  const [search, setSearch] = useSearchParams();
  const parsed = productSearchQuerySchema.safeParse(Object.fromEntries(search));
  const state: ProductSearchQuery = parsed.success ? parsed.data : DEFAULTS;
  const update = (change: Partial<ProductSearchQuery>) => {
    const next: Partial<ProductSearchQuery> = { ...state, offset: 0, ...change };
    const entries = Object.entries(next).filter(
      ([key, value]) =>
        value !== undefined && value !== '' && value !== DEFAULTS[key as keyof ProductSearchQuery],
    );
    setSearch(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])));
  };
  return { state, update };
}
