import { AVAILABILITY_LIMITS, availabilityProductsBodySchema } from '@kaista/domain/services';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { addressesQuery, availableProductsQuery, searchParamsQuery } from './availability-queries';

/**
 * The availability search lives in the address (street, city, the chosen address and the least speed), so a
 * result can be reloaded, shared and gone back to. A search that finds one address has it chosen.
 */
export function useAvailabilitySearch() {
  const companyId = useCompanyId();
  const [params, setParams] = useSearchParams();
  const street = params.get('street');
  const search = street ? { street, city: params.get('city') ?? '' } : null;
  // A hand-edited address asks nothing the call would refuse: an unknown speed or address id is no choice.
  const { addressId: addressSchema, minDownMbps: speedSchema } = availabilityProductsBodySchema.shape;
  const speed = speedSchema.safeParse(Number(params.get('speed'))).data || undefined;
  const chosen = addressSchema.safeParse(params.get('address')).data ?? null;
  const addresses = useQuery(addressesQuery(companyId, search));
  const speeds = useQuery(searchParamsQuery(companyId)).data?.speeds ?? [];
  const found = addresses.data ?? [];
  const addressId = chosen ?? (found.length === 1 ? found[0]!.id : null);
  const products = useQuery(availableProductsQuery(companyId, addressId, speed));

  const update = (change: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change))
        if (value) next.set(key, value);
        else next.delete(key);
      return next;
    });

  return {
    search,
    speed,
    speeds,
    addresses,
    addressId,
    products,
    /** More addresses match than a search answers: the user should add the house number. */
    isCut: found.length >= AVAILABILITY_LIMITS.addressHits,
    find: (next: { street: string; city: string }) =>
      update({ street: next.street, city: next.city || null, address: null }),
    choose: (id: string) => update({ address: id }),
    setSpeed: (value: number | undefined) => update({ speed: value ? String(value) : null }),
  };
}
