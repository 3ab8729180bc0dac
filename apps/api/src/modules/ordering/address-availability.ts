import type { AvailabilityAddress, AvailabilityAnswer } from '@kaista/domain/services';

/**
 * The seam to the availability search's network data (the services area; chosen in `address-availability.ts`,
 * as API modules do not import each other): the addresses a broadband order may be for, and the products each
 * can have with their speeds (404 for an address that is not there).
 */
export interface AddressAvailability {
  addresses(streetAddress: string, city: string | undefined): Promise<AvailabilityAddress[]>;
  products(addressId: string, minDownMbps?: number): Promise<AvailabilityAnswer>;
}
