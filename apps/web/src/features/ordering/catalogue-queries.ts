import { cartCalls, catalogueCalls, type OrderCategory } from '@kaista/domain/ordering';
import { queryOptions } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import { orderingKeys } from './ordering-keys';

export const offeringsQuery = (companyId: string, category: OrderCategory | undefined) =>
  queryOptions({
    queryKey: [...orderingKeys.company(companyId), 'offerings', category ?? 'all'] as const,
    queryFn: ({ signal }) =>
      queryApi(catalogueCalls.offerings, { params: { id: companyId }, query: { category } }, signal),
  });

export const structureQuery = (companyId: string, templateId: string) =>
  queryOptions({
    queryKey: [...orderingKeys.company(companyId), 'structure', templateId] as const,
    queryFn: ({ signal }) =>
      queryApi(catalogueCalls.bundleStructure, { params: { id: companyId, templateId } }, signal),
    enabled: templateId !== '',
  });

/** §7 POST /products/stocks: the units in stock now of the devices shown, with their §4 level. */
export const stocksQuery = (owner: { id: string; uid: string }, productCodes: readonly string[]) =>
  queryOptions({
    queryKey: [...orderingKeys.company(owner.id), 'stocks', ...productCodes] as const,
    queryFn: ({ signal }) =>
      queryApi(cartCalls.stocks, { params: owner, body: { productCodes: [...productCodes] } }, signal),
    enabled: productCodes.length > 0,
  });

/** §7 POST /preselections (flag product-preselections): what choosing the offering pre-selects. */
export const preselectionsQuery = (
  owner: { id: string; uid: string },
  rootBundleTemplateId: string,
  productCode: string,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: [
      ...orderingKeys.company(owner.id),
      'preselections',
      rootBundleTemplateId,
      productCode,
    ] as const,
    queryFn: ({ signal }) =>
      queryApi(
        cartCalls.preselections,
        { params: owner, body: { rootBundleTemplateId, productCode } },
        signal,
      ),
    enabled: enabled && rootBundleTemplateId !== '',
  });

/** Issue 10: the network's addresses a broadband order may be for (street from its beginning, city). */
export const broadbandAddressesQuery = (
  owner: { id: string; uid: string },
  search: { streetAddress: string; city: string } | null,
) =>
  queryOptions({
    queryKey: [...orderingKeys.company(owner.id), 'broadband', 'addresses', search] as const,
    queryFn: ({ signal }) =>
      queryApi(
        cartCalls.broadbandAddresses,
        {
          params: owner,
          query: { streetAddress: search!.streetAddress, city: search!.city || undefined },
        },
        signal,
      ),
    enabled: search !== null,
  });

/** Issue 10: the products an address can have, with their speeds. */
export const broadbandOffersQuery = (owner: { id: string; uid: string }, addressId: string | null) =>
  queryOptions({
    queryKey: [...orderingKeys.company(owner.id), 'broadband', 'offers', addressId] as const,
    queryFn: ({ signal }) =>
      queryApi(cartCalls.broadbandOffers, { params: owner, query: { addressId: addressId! } }, signal),
    enabled: addressId !== null,
  });
