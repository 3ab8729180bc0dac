import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId } from './columns';

/** Who an invoice is addressed to, as its PDF prints it: the billing account, recipient and address. */
export interface PrintedPayer {
  number: string;
  contactName: string | null;
  street: string | null;
  postalNumber: string | null;
  city: string | null;
  email: string | null;
}

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();
const day = (name: string) => date(name, { mode: 'string' });

/** Billing account numbers, printed on invoices and unique across companies. */
export const payerNumbers = pgSequence('payer_numbers', { startWith: 7_000_001 });

/** §3 billing agreement (payer): where and how a company's invoices go. */
export const payers = pgTable(
  'payers',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    number: text('number')
      .notNull()
      .default(sql`lpad(nextval('payer_numbers')::text, 10, '0')`),
    name: text('name').notNull(),
    invoiceType: text('invoice_type').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    email: text('email'),
    eInvoiceAddress: text('e_invoice_address'),
    eInvoiceOperator: text('e_invoice_operator'),
    contactName: text('contact_name'),
    street: text('street'),
    postalNumber: text('postal_number'),
    city: text('city'),
    country: text('country'),
    reference: text('reference'),
    /** Optimistic lock, as users and tickets: If-Match updates only the version read. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('payers_number_idx').on(table.number),
    index('payers_name_idx').on(table.companyId, table.name, table.id),
  ],
);

/** §3 cost pool (cost centre): a name the company's services and invoice lines are grouped by. */
export const costPools = pgTable(
  'cost_pools',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('cost_pools_name_idx').on(table.companyId, sql`lower(${table.name})`),
    index('cost_pools_list_idx').on(table.companyId, table.name, table.id),
  ],
);

/** One-off charges (devices, installation, order fees) waiting for the next invoice of their agreement. */
export const billingCharges = pgTable(
  'billing_charges',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    payerId: uuid('payer_id').notNull(),
    description: text('description').notNull(),
    serviceType: text('service_type').notNull(),
    serviceId: text('service_id'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents'),
    costPoolId: uuid('cost_pool_id'),
    chargedOn: day('charged_on').notNull(),
    /** The invoice that billed it; null while it waits. */
    invoiceId: uuid('invoice_id'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({ columns: [table.companyId, table.payerId], foreignColumns: [payers.companyId, payers.id] }),
    index('billing_charges_waiting_idx')
      .on(table.companyId, table.payerId, table.chargedOn)
      .where(sql`invoice_id is null`),
  ],
);

/** §3 invoice, or a credit note (negative sums) pointing at the invoice it credits. Amounts in cents. */
export const invoices = pgTable(
  'invoices',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    creditedInvoiceId: uuid('credited_invoice_id'),
    payerId: uuid('payer_id').notNull(),
    /** The agreement's name, type and channel as they were when the invoice was issued. */
    payerName: text('payer_name').notNull(),
    /**
     * The billing account, recipient and address the invoice was issued to, so its PDF prints them as they were
     * however the agreement changes later; null on invoices issued before it was kept (the agreement's now).
     */
    printedPayer: jsonb('printed_payer').$type<PrintedPayer>(),
    invoiceType: text('invoice_type').notNull(),
    deliveryChannel: text('delivery_channel').notNull(),
    invoiceDate: day('invoice_date').notNull(),
    dueDate: day('due_date').notNull(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    referenceNumber: text('reference_number').notNull(),
    netCents: cents('net_cents'),
    vatCents: cents('vat_cents'),
    totalCents: cents('total_cents'),
    paidCents: cents('paid_cents').default(0),
    /** False until the ledger reports the invoice's payments (§4 'unknown'). */
    paymentsKnown: boolean('payments_known').notNull().default(true),
    /**
     * Kept with the lines, written once as the invoice is issued: the types of its lines, the cost centres of
     * its lines and whether a line has none, so that the list's drill-down filters read the invoice's own row
     * rather than probing its lines (a large company's invoice has thousands).
     */
    lineTypes: text('line_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lineCostPoolIds: uuid('line_cost_pool_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    hasLineWithoutCostPool: boolean('has_line_without_cost_pool').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('invoices_number_idx').on(table.companyId, table.number),
    // One monthly invoice per agreement and period: a billing run that is repeated bills nothing twice.
    uniqueIndex('invoices_period_idx')
      .on(table.companyId, table.payerId, table.periodStart)
      .where(sql`kind = 'INVOICE'`),
    index('invoices_date_idx').on(table.companyId, table.invoiceDate, table.id),
    index('invoices_due_idx').on(table.companyId, table.dueDate, table.id),
    index('invoices_total_idx').on(table.companyId, table.totalCents, table.id),
    index('invoices_payer_idx').on(table.companyId, table.payerId, table.invoiceDate, table.id),
    // §4 'open' and 'due' (payments known, nothing paid): home's due count and sum read this index alone,
    // one entry per unpaid invoice, not every invoice of the company (decision 015).
    index('invoices_unpaid_due_idx')
      .on(table.companyId, table.dueDate, table.totalCents)
      .where(sql`payments_known and paid_cents <= 0 and paid_cents < total_cents`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    companyId: text('company_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    lineNo: integer('line_no').notNull(),
    description: text('description').notNull(),
    serviceType: text('service_type').notNull(),
    serviceId: text('service_id'),
    costPoolId: uuid('cost_pool_id'),
    /** The cost centre's name when billed, so a renamed or removed centre leaves old invoices as they were. */
    costPoolName: text('cost_pool_name'),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents'),
    netCents: cents('net_cents'),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    vatCents: cents('vat_cents'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.invoiceId, table.lineNo] }),
    foreignKey({
      columns: [table.companyId, table.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_lines_cost_pool_idx').on(table.companyId, table.costPoolId),
  ],
);
