import { z } from 'zod';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';

/**
 * Issue 10, fixed broadband by address: the broadband category starts with an address of the operator's network
 * (the availability search's data, §7 /addresses and /availability/products) and offers only the products that
 * address can have, with their speeds. A product added with the address is checked against it on the server,
 * and the address becomes the line's installation address.
 */
export const broadbandOffersQuerySchema = z.object({ addressId: z.uuid(FIELD_ERROR_KEYS.uuid) });

/** The characteristic a fixed line's installation address is kept in. */
export const INSTALLATION_ADDRESS = 'installationAddress';

/** The field error of a product added at an address that cannot have it. */
export const NOT_AVAILABLE_AT_ADDRESS = 'ordering.broadband.not-available';

/** The field error of a fixed line added without the address it is installed at. */
export const ADDRESS_REQUIRED = 'ordering.broadband.address-required';

/**
 * A fixed line (a product that keeps an installation address) is ordered for an address of the network: added
 * without `addressId`, it is refused with ADDRESS_REQUIRED on that field. Other products need no address.
 */
export function addressRefusal(
  product: { characteristics: readonly { code: string }[] } | undefined,
  addressId: string | undefined,
): { addressId: string } | null {
  const fixed = product?.characteristics.some(
    (characteristic) => characteristic.code === INSTALLATION_ADDRESS,
  );
  return fixed && addressId === undefined ? { addressId: ADDRESS_REQUIRED } : null;
}

/** An address of the network as the availability search finds it. */
interface FoundAddress {
  id: string;
  street: string;
  houseNumber: string;
  city: string;
}

/**
 * The order capture's broadband tab at an address the availability search found: its search (street with the
 * house number, city) and the address chosen, so that "Order" there does not make the user search it again.
 */
export function broadbandOrderSearch(address: FoundAddress): string {
  return new URLSearchParams({
    category: 'broadband',
    street: `${address.street} ${address.houseNumber}`,
    city: address.city,
    address: address.id,
  }).toString();
}

/** What the broadband tab was opened with (see `broadbandOrderSearch`); nothing without a street. */
export function broadbandSearchOf(
  params: URLSearchParams,
): { streetAddress: string; city: string; addressId: string | null } | null {
  const streetAddress = params.get('street')?.trim() ?? '';
  if (!streetAddress) return null;
  return { streetAddress, city: params.get('city')?.trim() ?? '', addressId: params.get('address') };
}
