import { availabilityCalls } from '@kaista/domain/services';
import { queryOptions } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import { serviceKeys } from './services-queries';

const availabilityKey = (companyId: string) => [...serviceKeys.all(companyId), 'availability'] as const;

export const addressesQuery = (companyId: string, search: { street: string; city: string } | null) =>
  queryOptions({
    queryKey: [...availabilityKey(companyId), 'addresses', search] as const,
    queryFn: ({ signal }) =>
      queryApi(
        availabilityCalls.addresses,
        {
          params: { id: companyId },
          query: { streetAddress: search!.street, city: search!.city || undefined },
        },
        signal,
      ),
    enabled: search !== null,
  });

/** The speeds a search may ask for at least; they change only with the catalogue. */
export const searchParamsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...availabilityKey(companyId), 'params'] as const,
    queryFn: ({ signal }) =>
      queryApi(availabilityCalls.productSearchParams, { params: { id: companyId } }, signal),
    staleTime: Infinity,
  });

/** An address's line and products; a read, though the contract sends it as a POST body. */
export const availableProductsQuery = (
  companyId: string,
  addressId: string | null,
  minDownMbps: number | undefined,
) =>
  queryOptions({
    queryKey: [...availabilityKey(companyId), 'products', addressId, minDownMbps ?? null] as const,
    queryFn: ({ signal }) =>
      queryApi(
        availabilityCalls.products,
        { params: { id: companyId }, body: { addressId: addressId!, minDownMbps } },
        signal,
      ),
    enabled: addressId !== null,
  });
