import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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

const day = (name: string) => date(name, { mode: 'string' });

/**
 * §3 'service': the company's subscription inventory (mobile and data subscriptions, broadband, switchboard
 * users, IoT). Every list order is one index that leads with company_id (and ends with the id unless the
 * number, unique in the company, ends it), so a page is a walk of one index however large the company; a
 * number typed from its start is a range of the number index, other digits and names go through the trigram
 * index `services_search_idx` that also leads with company_id (migration services).
 */
export const services = pgTable(
  'services',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    /** E.164 for numbers (+358401234567); a line id for broadband. */
    number: text('number').notNull(),
    numberType: text('number_type').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    suspensionKind: text('suspension_kind'),
    iccid: text('iccid'),
    puk1: text('puk1'),
    puk2: text('puk2'),
    simActivatedAt: timestamp('sim_activated_at', { withTimezone: true }),
    userName: text('user_name'),
    packageCode: text('package_code').notNull(),
    packageName: text('package_name').notNull(),
    monthlyPriceCents: bigint('monthly_price_cents', { mode: 'number' }).notNull(),
    addOns: jsonb('add_ons').$type<{ code: string; name: string }[]>().notNull().default([]),
    barrings: text('barrings').array().notNull().default([]),
    apns: jsonb('apns').$type<{ name: string; type: string }[]>().notNull().default([]),
    costPoolId: uuid('cost_pool_id'),
    payerId: uuid('payer_id'),
    contractStart: day('contract_start').notNull(),
    fixedTermEnd: day('fixed_term_end'),
    scheduledTermination: day('scheduled_termination'),
    terminationKind: text('termination_kind'),
    endedOn: day('ended_on'),
    /** The NEW order whose completion made it; null when made before this was kept (0080) or elsewhere. */
    originOrderId: uuid('origin_order_id'),
    /** Optimistic lock: every action sets it one higher, and an action with If-Match only where it matches. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // Carries INCLUDE (status, type) for index-only pages in number order (migrations services_list_paging
    // and services_number_reuse; drizzle declares no INCLUDE columns, so they are written by hand). A number
    // the company had before (an ended service's, given again after its quarantine) is in it twice, so the
    // id orders the two.
    index('services_number_idx').on(table.companyId, table.number, table.id),
    // A number is one live service's at a time; ended ones (TERMINATED, CANCELLED) keep theirs as history.
    uniqueIndex('services_live_number_idx')
      .on(table.companyId, table.number)
      .where(sql`status not in ('TERMINATED', 'CANCELLED')`),
    uniqueIndex('services_iccid_idx').on(table.iccid),
    index('services_user_idx').on(table.companyId, sql`lower(${table.userName})`, table.id),
    index('services_status_idx').on(table.companyId, table.status, table.number, table.id),
    index('services_package_idx').on(table.companyId, table.packageName, table.id),
    index('services_start_idx').on(table.companyId, table.contractStart, table.id),
    // The services with an end date, for the change impact's correction of the kept billing sums.
    index('services_ended_idx')
      .on(table.companyId, table.endedOn)
      .where(sql`ended_on is not null`),
    index('services_type_idx').on(table.companyId, table.type, table.number, table.id),
    index('services_cost_pool_idx').on(table.companyId, table.costPoolId, table.number, table.id),
    index('services_payer_idx').on(table.companyId, table.payerId, table.number, table.id),
    // A user's name by its trigrams, each hashed together with the company (the function is the migration
    // services_name_grams'): one company's names are found without reading any other company's.
    index('services_name_grams_idx').using(
      'gin',
      sql`services_name_grams(${table.companyId}, ${table.userName})`,
    ),
    // The scheduled terminations job reads the due ones across companies.
    index('services_scheduled_idx')
      .on(table.scheduledTermination)
      .where(sql`scheduled_termination is not null`),
  ],
);

/**
 * The operator's network availability by address (§2 /availability-search): which access technology reaches
 * each address and how fast. Network data of the operator, shared by every company, so not keyed by company.
 */
export const availabilityAddresses = pgTable(
  'availability_addresses',
  {
    id: uuid('id').notNull().primaryKey(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalNumber: text('postal_number').notNull(),
    city: text('city').notNull(),
    technology: text('technology').notNull(),
    maxDownMbps: integer('max_down_mbps').notNull(),
    maxUpMbps: integer('max_up_mbps').notNull(),
  },
  (table) => [
    index('availability_addresses_street_idx').on(sql`lower(${table.street})`, sql`lower(${table.city})`),
  ],
);

/**
 * §3 'asset': the company's devices and other assets (phones, tablets, routers, accessories), with the
 * subscription a device is used with. Like services, every list order is one index leading with company_id
 * and ending with the id, so a deep page walks one index.
 */
export const assets = pgTable(
  'assets',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    imei: text('imei'),
    serialNumber: text('serial_number').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    productGroup: text('product_group').notNull(),
    status: text('status').notNull(),
    userName: text('user_name'),
    serviceId: uuid('service_id'),
    purchasedOn: day('purchased_on').notNull(),
    warrantyEnd: day('warranty_end'),
    repairFault: text('repair_fault'),
    repairRequestedAt: timestamp('repair_requested_at', { withTimezone: true }),
    /** Optimistic lock, as services have it. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('assets_product_idx').on(table.companyId, table.productName, table.id),
    index('assets_status_idx').on(table.companyId, table.status, table.productName, table.id),
    index('assets_group_idx').on(table.companyId, table.productGroup, table.productName, table.id),
    index('assets_user_idx').on(table.companyId, sql`lower(${table.userName})`, table.id),
    index('assets_purchased_idx').on(table.companyId, table.purchasedOn, table.id),
    index('assets_imei_idx').on(table.companyId, table.imei, table.id),
    index('assets_service_idx').on(table.companyId, table.serviceId),
  ],
);

/**
 * §7 /poa/create: the powers of attorney of a number's holder, PENDING until the signing's result is
 * recorded (SIGNED or REJECTED; EXPIRED is read from the last day). The personal identity code is kept masked
 * (date of birth and century mark): the whole code is only on the printed paper. A power of attorney is for a
 * service of the company, or for the port-in of a cart's selection (decision 018): the number it names is
 * kept either way, as printed.
 */
export const servicePoas = pgTable(
  'service_poas',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    /** The service it is for; null for a port-in's, whose number is not the company's yet. */
    serviceId: uuid('service_id'),
    /** The number the paper names. */
    number: text('number').notNull(),
    /** A port-in's: the cart and the selection (bundle number) that ports the number in. */
    cartCode: uuid('cart_code'),
    bundleNo: integer('bundle_no'),
    holderName: text('holder_name').notNull(),
    holderPersonalIdMasked: text('holder_personal_id_masked').notNull(),
    validUntil: day('valid_until').notNull(),
    status: text('status').notNull(),
    createdById: text('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    /** When the signing's result (SIGNED or REJECTED) was recorded, and by whom; null while PENDING. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: text('decided_by_id'),
    decidedByName: text('decided_by_name'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('service_poas_service_idx').on(table.companyId, table.serviceId, table.createdAt),
    // The company's list, newest first.
    index('service_poas_company_idx').on(table.companyId, table.createdAt, table.id),
    index('service_poas_cart_idx').on(table.companyId, table.cartCode, table.bundleNo),
    check(
      'service_poas_service_or_port_in',
      sql`(${table.serviceId} IS NOT NULL AND ${table.cartCode} IS NULL AND ${table.bundleNo} IS NULL) OR (${table.serviceId} IS NULL AND ${table.cartCode} IS NOT NULL AND ${table.bundleNo} IS NOT NULL)`,
    ),
  ],
);
