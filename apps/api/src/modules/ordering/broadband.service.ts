import { NOT_AVAILABLE_AT_ADDRESS } from '@kaista/domain/ordering';
import { addressText, type AvailabilityAnswer } from '@kaista/domain/services';
import { badRequest, HttpError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AddressAvailability } from './address-availability';
import { ownUser } from '../../plugins/session/own-user';

/**
 * Issue 10, fixed broadband by address: the broadband category starts with an address of the operator's
 * network, offers only the products that address can have (with their speeds), and a product added there is
 * checked against the address, which becomes the line's installation address.
 */
export class BroadbandService {
  constructor(private readonly availability: AddressAvailability) {}

  addresses(access: CompanyAccess, uid: string, streetAddress: string, city: string | undefined) {
    ownUser(access, uid);
    return this.availability.addresses(streetAddress, city);
  }

  offers(access: CompanyAccess, uid: string, addressId: string): Promise<AvailabilityAnswer> {
    ownUser(access, uid);
    return this.availability.products(addressId);
  }

  /**
   * The installation address of a product added at an address; a 400 naming `addressId` when the address is
   * not in the network or cannot have the product.
   */
  async installationAddress(addressId: string, productCode: string): Promise<string> {
    const answer = await this.availability.products(addressId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
    if (!answer?.products.some((product) => product.productCode === productCode))
      throw badRequest('The product is not available at the address.', {
        addressId: NOT_AVAILABLE_AT_ADDRESS,
      });
    return addressText(answer.address);
  }
}
