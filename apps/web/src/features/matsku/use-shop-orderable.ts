import { useQuery } from '@tanstack/react-query';
import { storesQuery } from './matsku-queries';

/**
 * The shop delivers to a store of the company (§5: the place of delivery is required), so for a company
 * without stores (one that operator staff open, not a partner) nothing can be ordered: its products are for
 * browsing, with no stock to show (no store keeps any) and no basket. Until the stores are in, the shop is
 * taken as orderable, so a partner's shop, the usual case, does not change under the reader.
 */
export function useShopOrderable(companyId: string): boolean {
  return useQuery(storesQuery(companyId)).data?.length !== 0;
}
