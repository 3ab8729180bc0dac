import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { pageSchema, sortedListQuerySchema } from '../shared/api/paging';
import { EXPORT_FORMATS } from '../shared/enums/common';
import { iccidFieldSchema } from '../shared/validation/field-schemas';
import {
  SERVICE_ACTIONS,
  SERVICE_NUMBER_TYPES,
  SERVICE_STATUSES,
  SERVICE_STATUS_SETS,
  SERVICE_TYPES,
  SUSPENSION_KINDS,
  TERMINATION_KINDS,
} from './service-enums';

export const SERVICE_SORT_FIELDS = ['number', 'user', 'status', 'package', 'contractStart'] as const;
export type ServiceSortField = (typeof SERVICE_SORT_FIELDS)[number];

export const SERVICE_LIMITS = {
  searchMax: 60,
  userMax: 100,
  /** Rows read per query while an export streams (a smaller batch holds the server's event loop less long). */
  exportBatch: 500,
  /** Lists count matches up to this many (DESIGN.md §4 'a capped count'); pages beyond it still load. */
  countCap: 10_000,
  /** The newest orders a service's order history shows. */
  orderHistory: 20,
  /** How far ahead a scheduled termination may be set, in days. */
  terminationHorizonDays: 180,
  /** §7 /search/services answers at most this many hits. */
  searchHits: 20,
} as const;

/** The list's status filter: one of the §4 status sets, or statuses themselves (comma-separated). */
export const SERVICE_STATUS_FILTERS = [
  'all',
  ...(Object.keys(SERVICE_STATUS_SETS) as (keyof typeof SERVICE_STATUS_SETS)[]),
] as const;
export type ServiceStatusFilter = (typeof SERVICE_STATUS_FILTERS)[number];

const isoDate = z.iso.date();
const idRef = z.object({ id: z.string(), name: z.string() });

export const serviceParamsSchema = companyParamsSchema.extend({ serviceId: z.uuid() });

const serviceFilters = {
  /** A §4 status set (`inUse`, `suspended`, `ended`), `all`, or statuses separated by commas. */
  status: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum([...SERVICE_STATUS_FILTERS, ...SERVICE_STATUSES])).max(SERVICE_STATUSES.length))
    .optional(),
  type: z.enum(SERVICE_TYPES).optional(),
  costCentreId: z.uuid().optional(),
  payerId: z.uuid().optional(),
  /** The user's name exactly as the service has it (any case). */
  user: z.string().trim().max(SERVICE_LIMITS.userMax).optional(),
  /** A number (any form: 040…, +35840…, spaces), an ICCID or a part of the user's name. */
  q: z.string().trim().max(SERVICE_LIMITS.searchMax).optional(),
};

/** §7 GET /services: offset, pageSize, the §4 status sets, type, cost centre, payer, user, search; sorted. */
export const serviceListQuerySchema = sortedListQuerySchema(serviceFilters, SERVICE_SORT_FIELDS);
export type ServiceListQuery = z.input<typeof serviceListQuerySchema>;

/** The filtered list as a file: the list's filters and order, without paging. */
export const serviceExportQuerySchema = serviceListQuerySchema
  .omit({ offset: true, pageSize: true })
  .extend({ format: z.enum(EXPORT_FORMATS).default('csv') });
export type ServiceExportQuery = z.input<typeof serviceExportQuerySchema>;

export const serviceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  numberType: z.enum(SERVICE_NUMBER_TYPES),
  type: z.enum(SERVICE_TYPES),
  status: z.enum(SERVICE_STATUSES),
  suspensionKind: z.enum(SUSPENSION_KINDS).nullable(),
  iccid: z.string().nullable(),
  userName: z.string().nullable(),
  packageName: z.string(),
  costCentre: idRef.nullable(),
  payer: idRef.nullable(),
  contractStart: isoDate,
  fixedTermEnd: isoDate.nullable(),
  /** The date a scheduled termination takes effect; null when none is scheduled. */
  scheduledTermination: isoDate.nullable(),
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

export const servicePageSchema = pageSchema(serviceSummarySchema);

/**
 * §7 /search/services: a number (from its start in any form, 040… or +35840…), digits anywhere in a number
 * or an ICCID, or a part of a user's name; the first `hits` (at most 20) in number order, with no count.
 */
export const serviceSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SERVICE_LIMITS.searchMax),
  hits: z.coerce.number().int().min(1).max(SERVICE_LIMITS.searchHits).default(SERVICE_LIMITS.searchHits),
});
export type ServiceSearchQuery = z.input<typeof serviceSearchQuerySchema>;
export const serviceSearchSchema = z.object({ hits: z.array(serviceSummarySchema) });
export type ServiceSearch = z.infer<typeof serviceSearchSchema>;
export type ServicePage = z.infer<typeof servicePageSchema>;

/** One APN connection of a subscription; its type is the catalogue's choice (PUBLIC or PRIVATE). */
export const serviceApnSchema = z.object({ name: z.string(), type: z.string() });
export type ServiceApn = z.infer<typeof serviceApnSchema>;

export const serviceDetailSchema = serviceSummarySchema.extend({
  packageCode: z.string(),
  monthlyPriceCents: z.number().int(),
  addOns: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Barrings the subscription carries (premium numbers, roaming…), by name. */
  barrings: z.array(z.string()),
  /** Its APN connections as ordered (§3 composite entries): the standard APN first, then the company's own. */
  apns: z.array(serviceApnSchema),
  terminationKind: z.enum(TERMINATION_KINDS).nullable(),
  /** The day the service ended (TERMINATED or CANCELLED). */
  endedOn: isoDate.nullable(),
  /** The moment the SIM card was activated or replaced (stamped by the call), shown with its time of day. */
  simActivatedAt: z.string().nullable(),
  /** Grows by one with every change; GET answers it as the ETag that actions send back as If-Match. */
  version: z.number().int(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** §7 /actions: what the caller may do to the service now, by permission and state. */
export const serviceActionsSchema = z.object({ actions: z.array(z.enum(SERVICE_ACTIONS)) });
export type ServiceActions = z.infer<typeof serviceActionsSchema>;

/** §7 /pukcodes. */
export const pukCodesSchema = z.object({ iccid: z.string(), puk1: z.string(), puk2: z.string() });
export type PukCodes = z.infer<typeof pukCodesSchema>;

/** §7 POST /activatesim. */
export const activateSimSchema = z.object({ iccid: iccidFieldSchema });
export type ActivateSim = z.input<typeof activateSimSchema>;

/** §7 POST /lifecycle: suspend (with its §4 kind), resume, or cease (§4 termination kinds). */
export const lifecycleSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('suspend'), suspensionKind: z.enum(SUSPENSION_KINDS) }),
  z.object({ action: z.literal('resume') }),
  z.object({
    action: z.literal('cease'),
    terminationType: z.enum(TERMINATION_KINDS),
    /** Required for the scheduled kinds: one of /terminationdates. */
    terminationDate: isoDate.optional(),
  }),
]);
export type LifecycleInput = z.input<typeof lifecycleSchema>;

/** §7 /terminationdates: the days a scheduled termination may take effect, and the fixed term's end. */
export const terminationDatesSchema = z.object({
  dates: z.array(isoDate),
  fixedTermEnd: isoDate.nullable(),
});
export type TerminationDates = z.infer<typeof terminationDatesSchema>;

/** Choices of the list's cost centre and payer filters: those the company's services use. */
export const serviceFilterChoicesSchema = z.object({
  costCentres: z.array(idRef),
  payers: z.array(idRef),
});
export type ServiceFilterChoices = z.infer<typeof serviceFilterChoicesSchema>;

/**
 * §7 /availableplans: the packages the service can change to, with their monthly prices; and the package
 * change on order, if one is (one at a time: another can be ordered once it has completed or ended).
 */
export const availablePlansSchema = z.object({
  currentCode: z.string(),
  plans: z.array(z.object({ code: z.string(), name: z.string(), monthlyCents: z.number().int() })),
  changeOnOrder: z.object({ id: z.string(), orderNumber: z.string() }).nullable(),
});
export type AvailablePlans = z.infer<typeof availablePlansSchema>;

/** §7 POST /changepackage: the package to change to, one of /availableplans. */
export const changePackageSchema = z.object({ packageCode: z.string().trim().min(1).max(40) });
export type ChangePackage = z.input<typeof changePackageSchema>;

/** An order a service action made: it shows in /orders, and the service's order history. */
export const serviceOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  orderType: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** What was ordered, as its product names (the new package of a change…). */
  products: z.array(z.string()),
});
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;
export const serviceOrdersSchema = z.object({ orders: z.array(serviceOrderSchema) });
export type ServiceOrders = z.infer<typeof serviceOrdersSchema>;

/** §7 POST /replacesim: the new SIM card's ICCID (the §5 ICCID rules, as /activatesim). */
export const replaceSimSchema = z.object({ iccid: iccidFieldSchema });
export type ReplaceSim = z.input<typeof replaceSimSchema>;
