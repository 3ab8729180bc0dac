import { containing } from '../../db/like-pattern';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paginate, type PageRequest } from '../../db/paginate';
import { assets, companies, services, ticketContactGroups } from '../../db/schema';
import { isUuid } from '../../db/uuid-text';

export type ContactGroupRow = typeof ticketContactGroups.$inferSelect;
/** A device of the ticket form's picker: one of the company's assets (§2 /assets). */
export type DeviceRow = { id: string; name: string; kind: string; serialNumber: string | null };

/** An asset as the picker shows it: the product and its user, its IMEI (or serial number without one). */
const DEVICE_COLUMNS = {
  id: sql<string>`${assets.id}::text`,
  name: sql<string>`${assets.productName} || coalesce(' · ' || ${assets.userName}, '')`,
  kind: assets.productGroup,
  serialNumber: sql<string | null>`coalesce(${assets.imei}, ${assets.serialNumber})`,
};

/** The pickers of the ticket form: contact groups, the company's devices (its assets) and subscriptions. */
export class TicketReferenceRepo {
  constructor(private readonly db: Database) {}

  async listContactGroups(companyId: string, name: string | undefined, page: PageRequest) {
    const where = and(
      eq(ticketContactGroups.companyId, companyId),
      name ? ilike(ticketContactGroups.name, containing(name)) : undefined,
    );
    return paginate(this.db, page, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(ticketContactGroups)
          .where(where)
          .orderBy(asc(ticketContactGroups.name), asc(ticketContactGroups.id))
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(ticketContactGroups)
        .where(where)
        .$dynamic(),
    });
  }

  async findContactGroup(companyId: string, id: string): Promise<ContactGroupRow | null> {
    const [row] = await this.db
      .select()
      .from(ticketContactGroups)
      .where(and(eq(ticketContactGroups.companyId, companyId), eq(ticketContactGroups.id, id)));
    return row ?? null;
  }

  /** Names compare as the unique index ticket_contact_groups_name_key does: trimmed, whatever the case. */
  async contactGroupNameTaken(companyId: string, name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(ticketContactGroups)
      .where(
        and(
          eq(ticketContactGroups.companyId, companyId),
          sql`lower(trim(${ticketContactGroups.name})) = lower(trim(${name}))`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Null when the name was taken meanwhile (the unique index), so the caller answers a conflict. */
  async insertContactGroup(values: typeof ticketContactGroups.$inferInsert): Promise<ContactGroupRow | null> {
    const [row] = await this.db.insert(ticketContactGroups).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  /**
   * §7 GET /devices: the company's assets, the devices a ticket can be about, by product name; the free text
   * finds a part of the product's or the user's name, of the IMEI or of the serial number.
   */
  async listDevices(companyId: string, freeText: string | undefined, page: PageRequest) {
    const pattern = freeText ? containing(freeText) : undefined;
    const where = and(
      eq(assets.companyId, companyId),
      pattern
        ? or(
            ilike(assets.productName, pattern),
            ilike(assets.userName, pattern),
            ilike(assets.imei, pattern),
            ilike(assets.serialNumber, pattern),
          )
        : undefined,
    );
    return paginate(this.db, page, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select(DEVICE_COLUMNS)
          .from(assets)
          .where(where)
          .orderBy(asc(assets.productName), asc(assets.id))
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(assets)
        .where(where)
        .$dynamic(),
    });
  }

  async findDevice(companyId: string, id: string): Promise<DeviceRow | null> {
    // Asset ids are UUIDs; anything else (a generic device's id) is no asset, and must not reach the cast.
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select(DEVICE_COLUMNS)
      .from(assets)
      .where(and(eq(assets.companyId, companyId), eq(assets.id, id)));
    return row ?? null;
  }

  /** A subscription of the company, as the ticket names it; the form's picker finds it with the services' search. */
  async findService(companyId: string, id: string) {
    const [row] = await this.db
      .select({
        id: services.id,
        number: services.number,
        name: services.packageName,
        userName: services.userName,
      })
      .from(services)
      .where(and(eq(services.companyId, companyId), eq(services.id, id)));
    return row ?? null;
  }

  async companyType(companyId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ companyType: companies.companyType })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.companyType ?? null;
  }
}
