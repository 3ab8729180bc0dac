import {
  ACCESS_TECHNOLOGIES,
  AVAILABILITY_LIMITS,
  offersFor,
  PRODUCTS_BY_TECHNOLOGY,
  type AccessTechnology,
  type AvailabilityAddress,
  type AvailabilityAnswer,
} from '@kaista/domain/services';
import { notFound } from '../../http-errors';
import type { AvailabilityAddressRow, AvailabilityRepo } from './availability.repo';

const toAddress = (row: AvailabilityAddressRow): AvailabilityAddress => ({
  id: row.id,
  street: row.street,
  houseNumber: row.houseNumber,
  postalNumber: row.postalNumber,
  city: row.city,
});

/** 'Mannerheimintie 12' → street 'Mannerheimintie', house number '12'; a street alone has none. */
export function splitStreetAddress(text: string): { street: string; houseNumber: string | null } {
  const match = /^(.*\D)\s+(\d+[a-zA-Z]?)$/.exec(text.trim());
  return match
    ? { street: match[1]!.trim(), houseNumber: match[2]! }
    : { street: text.trim(), houseNumber: null };
}

/** §2 /availability-search: addresses of the operator's network and the products each can have. */
export class AvailabilityService {
  constructor(private readonly repo: AvailabilityRepo) {}

  async addresses(streetAddress: string, city: string | undefined): Promise<AvailabilityAddress[]> {
    const { street, houseNumber } = splitStreetAddress(streetAddress);
    const rows = await this.repo.search(street, houseNumber, city || null, AVAILABILITY_LIMITS.addressHits);
    return rows.map(toAddress);
  }

  searchParams() {
    const speeds = new Set<number>();
    for (const offers of Object.values(PRODUCTS_BY_TECHNOLOGY))
      for (const offer of offers) speeds.add(offer.downMbps);
    return { technologies: [...ACCESS_TECHNOLOGIES], speeds: [...speeds].sort((a, b) => a - b) };
  }

  async products(addressId: string, minDownMbps: number | undefined): Promise<AvailabilityAnswer> {
    const row = await this.repo.byId(addressId);
    if (!row) throw notFound('Address');
    const technology = row.technology as AccessTechnology;
    const offers = offersFor(technology, row.maxDownMbps, minDownMbps);
    const catalogue = await this.repo.products(offers.map((offer) => offer.code));
    return {
      address: toAddress(row),
      access: { technology, maxDownMbps: row.maxDownMbps, maxUpMbps: row.maxUpMbps },
      products: offers.flatMap((offer) => {
        const product = catalogue.get(offer.code);
        if (!product) return [];
        return [
          {
            productCode: offer.code,
            name: product.name,
            technology,
            downMbps: offer.downMbps,
            upMbps: Math.min(offer.upMbps, row.maxUpMbps),
            monthlyCents: product.monthlyCents,
          },
        ];
      }),
    };
  }
}
