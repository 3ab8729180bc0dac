import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paginate, type PageRequest } from '../../db/paginate';
import { companies, ticketContactGroups, ticketDevices } from '../../db/schema';

export type ContactGroupRow = typeof ticketContactGroups.$inferSelect;
export type DeviceRow = typeof ticketDevices.$inferSelect;

const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The pickers of the ticket form: contact groups and the company's devices and services. */
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

  async insertContactGroup(values: typeof ticketContactGroups.$inferInsert): Promise<ContactGroupRow> {
    const [row] = await this.db.insert(ticketContactGroups).values(values).returning();
    if (!row) throw new Error('contact group insert returned nothing');
    return row;
  }

  async listDevices(companyId: string, freeText: string | undefined, page: PageRequest) {
    const pattern = freeText ? containing(freeText) : undefined;
    const where = and(
      eq(ticketDevices.companyId, companyId),
      pattern
        ? or(
            ilike(ticketDevices.name, pattern),
            ilike(ticketDevices.id, pattern),
            ilike(ticketDevices.serialNumber, pattern),
          )
        : undefined,
    );
    return paginate(this.db, page, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(ticketDevices)
          .where(where)
          .orderBy(asc(ticketDevices.name), asc(ticketDevices.id))
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(ticketDevices)
        .where(where)
        .$dynamic(),
    });
  }

  async findDevice(companyId: string, id: string): Promise<DeviceRow | null> {
    const [row] = await this.db
      .select()
      .from(ticketDevices)
      .where(and(eq(ticketDevices.companyId, companyId), eq(ticketDevices.id, id)));
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
