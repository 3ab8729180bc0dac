import { TICKET_DAY_KEYS } from '@kaista/domain/tickets';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';

/**
 * The operator staff member who wrote a row while acting as the user it is credited to (null otherwise), so
 * both names show to the customer. The name is copied at write time, like the audit log's.
 */
const actingUser = () => ({
  actingUserId: text('acting_user_id'),
  actingUserName: text('acting_user_name'),
});

/** §3 'contact group': who the operator informs about a ticket. */
export const ticketContactGroups = pgTable(
  'ticket_contact_groups',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    emails: text('emails').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('ticket_contact_groups_name_idx').on(table.companyId, table.name),
    // §8 PARTY_EXISTS_WITH_NAME: one group of a name in a company, trimmed and whatever its case.
    uniqueIndex('ticket_contact_groups_name_key').on(table.companyId, sql`lower(trim(${table.name}))`),
  ],
);

/**
 * The desk queue's order and its open tickets, written once for the indexes and the queries that must match
 * them: critical first (false sorts before true), and the statuses still worked, as literals so that the
 * planner can prove a query's condition implies the partial index's.
 */
export const queueUrgencyRank = sql`(urgency <> 'critical')`;
export const openTicket = sql`status not in ('CLOSED', 'ABANDONED')`;
/** The day a ticket is for, whichever of its type's keys holds it: the desk's day filter and its index. */
export const ticketDay = sql.raw(
  `coalesce(${TICKET_DAY_KEYS.map((key) => `details ->> '${key}'`).join(', ')})`,
);
/**
 * The values of a ticket that has details, as one line, for the free-text search: the condition of its trigram
 * index (`tickets_details_trgm_idx`, made with the function by migration 0089) comes with it, so the planner
 * takes the index.
 */
export const ticketDetailsMatch = (pattern: string) =>
  sql`(details <> '{}'::jsonb and ticket_details_text(details) ilike ${pattern})`;

/**
 * §3 'ticket'. Indexes lead with company_id and end with the id so that every list order is a keyset
 * over one index (deep pages skip index entries, not table rows).
 */
export const tickets = pgTable(
  'tickets',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    urgency: text('urgency').notNull(),
    status: text('status').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    relatedDeviceId: text('related_device_id'),
    relatedDeviceName: text('related_device_name'),
    /** The subscription the ticket is about, its number, package and user copied as at creation. */
    relatedServiceId: uuid('related_service_id'),
    relatedServiceNumber: text('related_service_number'),
    relatedServiceName: text('related_service_name'),
    relatedServiceUser: text('related_service_user'),
    /** The type's own details (`TICKET_TYPE_DETAILS`: a visit's day and visitors, a shipment's packages). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    contactGroupId: uuid('contact_group_id'),
    contactGroupName: text('contact_group_name'),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    ...actingUser(),
    /** The desk member working the ticket, named as at assignment like every other copied name. */
    assigneeId: text('assignee_id'),
    assigneeName: text('assignee_name'),
    /** Optimistic lock: every update sets it one higher, and an update with If-Match only where it still matches. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the ticket first became RESOLVED or CLOSED, set by a trigger (it stays through a reopening); one
     * created resolved (imported) takes its last change. Null while it never was.
     */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('tickets_number_idx').on(table.companyId, table.number),
    index('tickets_created_idx').on(table.companyId, table.createdAt, table.id),
    index('tickets_updated_idx').on(table.companyId, table.updatedAt, table.id),
    index('tickets_status_idx').on(table.companyId, table.status, table.createdAt, table.id),
    index('tickets_subject_idx').on(table.companyId, sql`lower(${table.subject})`, table.id),
    // A subscription's tickets, newest first (a service page's list); most tickets name none.
    index('tickets_service_idx')
      .on(table.companyId, table.relatedServiceId, table.createdAt, table.id)
      .where(sql`${table.relatedServiceId} is not null`),
    // The desk's queue across companies (operator staff only): the one place an index does not lead with
    // company_id, since the queue's order is across every tenant.
    index('tickets_queue_idx').on(queueUrgencyRank, table.createdAt, table.id).where(openTicket),
    index('tickets_queue_assignee_idx')
      .on(table.assigneeId, queueUrgencyRank, table.createdAt, table.id)
      .where(openTicket),
    index('tickets_queue_status_idx').on(table.status, queueUrgencyRank, table.createdAt, table.id),
    // The desk's filters by company and by type keep the queue's order without walking other rows.
    index('tickets_queue_company_idx')
      .on(table.companyId, queueUrgencyRank, table.createdAt, table.id)
      .where(openTicket),
    index('tickets_queue_type_idx')
      .on(table.type, queueUrgencyRank, table.createdAt, table.id)
      .where(openTicket),
    // The desk's day filter: the few tickets that have a day, by it, in the queue's order.
    index('tickets_queue_day_idx')
      .on(ticketDay, queueUrgencyRank, table.createdAt, table.id)
      .where(sql`${ticketDay} is not null`),
  ],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    companyId: text('company_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    fromOperator: boolean('from_operator').notNull().default(false),
    /** The desk's internal note: never read for a customer. */
    internal: boolean('internal').notNull().default(false),
    ...actingUser(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('ticket_comments_ticket_idx').on(table.companyId, table.ticketId, table.createdAt),
    foreignKey({
      columns: [table.companyId, table.ticketId],
      foreignColumns: [tickets.companyId, tickets.id],
    }).onDelete('cascade'),
  ],
);

/** A ticket's timeline: each status change and assignment, with who made it. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    companyId: text('company_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    assigneeName: text('assignee_name'),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('ticket_events_ticket_idx').on(table.companyId, table.ticketId, table.createdAt),
    foreignKey({
      columns: [table.companyId, table.ticketId],
      foreignColumns: [tickets.companyId, tickets.id],
    }).onDelete('cascade'),
  ],
);

/** Files live on disk under the uploads directory by a random name; this row maps them back. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    companyId: text('company_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageName: text('storage_name').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    ...actingUser(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('ticket_attachments_ticket_idx').on(table.companyId, table.ticketId, table.createdAt),
    foreignKey({
      columns: [table.companyId, table.ticketId],
      foreignColumns: [tickets.companyId, tickets.id],
    }).onDelete('cascade'),
  ],
);
