import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { startingWith } from '../../db/like-pattern';
import { availabilityAddresses, catalogueProducts, cataloguePrices } from '../../db/schema';

export type AvailabilityAddressRow = typeof availabilityAddresses.$inferSelect;

/** The operator's network data by address, and the catalogue's names and monthly prices of its products. */
export class AvailabilityRepo {
  constructor(private readonly db: Database) {}

  /** Addresses whose street (with the house number when given) and city begin with what was typed. */
  async search(street: string, houseNumber: string | null, city: string | null, limit: number) {
    const conditions = [
      sql`lower(${availabilityAddresses.street}) like ${startingWith(street.toLowerCase())}`,
    ];
    if (houseNumber) conditions.push(eq(availabilityAddresses.houseNumber, houseNumber));
    if (city)
      conditions.push(sql`lower(${availabilityAddresses.city}) like ${startingWith(city.toLowerCase())}`);
    return this.db
      .select()
      .from(availabilityAddresses)
      .where(and(...conditions))
      .orderBy(
        asc(availabilityAddresses.city),
        asc(availabilityAddresses.street),
        sql`length(${availabilityAddresses.houseNumber})`,
        asc(availabilityAddresses.houseNumber),
      )
      .limit(limit);
  }

  async byId(id: string): Promise<AvailabilityAddressRow | null> {
    const [row] = await this.db.select().from(availabilityAddresses).where(eq(availabilityAddresses.id, id));
    return row ?? null;
  }

  /** The active catalogue products of the codes with their monthly price, by code. */
  async products(codes: readonly string[]) {
    if (codes.length === 0) return new Map<string, { name: string; monthlyCents: number | null }>();
    const rows = await this.db
      .select({
        code: catalogueProducts.code,
        name: catalogueProducts.name,
        cents: cataloguePrices.valueCents,
      })
      .from(catalogueProducts)
      .leftJoin(
        cataloguePrices,
        and(
          eq(cataloguePrices.productCode, catalogueProducts.code),
          eq(cataloguePrices.billingType, 'RECURRING'),
        ),
      )
      .where(and(inArray(catalogueProducts.code, [...codes]), eq(catalogueProducts.active, true)));
    return new Map(rows.map((row) => [row.code, { name: row.name, monthlyCents: row.cents }]));
  }
}
