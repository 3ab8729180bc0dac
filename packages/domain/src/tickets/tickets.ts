import { z } from 'zod';
import {
  TICKET_STATUSES,
  TICKET_TYPES,
  TICKET_URGENCIES,
  type TicketStatus,
  type TicketType,
} from './ticket-enums';
import { ticketDetailIssues, ticketDetailsOf } from './ticket-details';
import { helsinkiNow } from '../shared/formatting/date';
import { PAGE_SIZES } from '../shared/constants/limits';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { isValidEmail } from '../shared/validation/email';
import { isValidMultilineText, isValidName, isValidPrintableText } from '../shared/validation/text';
import { companyParamsSchema } from '../shared/api/common';
import { listQuerySchema, pageSchema, sortedListQuerySchema } from '../shared/api/paging';

/** Statuses after which a ticket no longer counts as open (statistics/non-closed, invalidateCase). */
export const CLOSED_TICKET_STATUSES: readonly TicketStatus[] = ['CLOSED', 'ABANDONED'];
export const TICKET_SORT_FIELDS = ['createdAt', 'updatedAt', 'status', 'subject'] as const;
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

export const TICKET_LIMITS = {
  subjectMax: 150,
  descriptionMax: 4000,
  commentMax: 4000,
  searchMax: 100,
  /** Lists count matches up to this many (DESIGN.md §4 'a capped count'); pages beyond it still load. */
  countCap: 10_000,
  /** §3 uploads: one attachment may be at most this large (413 above it). */
  attachmentMaxBytes: 10 * 1024 * 1024,
} as const;

/**
 * A subject is one line of printable text; descriptions and comments take anything people write or paste
 * (error messages, mail text, emoji). The web renders them as plain text, never as HTML.
 */
const text = (max: number, isValid: (value: string) => boolean) =>
  z
    .string()
    .trim()
    .min(1, FIELD_ERROR_KEYS.empty)
    .max(max, FIELD_ERROR_KEYS.maxLength)
    .refine(isValid, FIELD_ERROR_KEYS.characterSet);

const isoDateTime = z.string();
const idRefSchema = z.object({ id: z.string(), name: z.string() });

export const ticketParamsSchema = companyParamsSchema.extend({ ticketId: z.uuid() });
export const ticketAttachmentParamsSchema = ticketParamsSchema.extend({ attachmentId: z.uuid() });

/** The tickets' free-text search: a number (# optional), or words of a subject, description or detail. */
export const ticketSearchSchema = z.string().trim().max(TICKET_LIMITS.searchMax).optional();

export const ticketListQuerySchema = sortedListQuerySchema(
  {
    /** One status or several separated by commas. */
    status: z
      .string()
      .transform((value) => value.split(',').filter(Boolean))
      .pipe(z.array(z.enum(TICKET_STATUSES)).max(TICKET_STATUSES.length))
      .optional(),
    q: ticketSearchSchema,
    /** Only the tickets about this subscription (its id): a service page's tickets. */
    service: z.uuid().optional(),
  },
  TICKET_SORT_FIELDS,
);
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  type: z.enum(TICKET_TYPES),
  urgency: z.enum(TICKET_URGENCIES),
  status: z.enum(TICKET_STATUSES),
  subject: z.string(),
  createdByName: z.string(),
  /** The operator staff member who created it while acting as createdByName; null otherwise. */
  createdByOperatorName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The staff member working it (§6 desk); null while nobody has taken it. */
  assignee: idRefSchema.nullable(),
  /** Grows by one on every change; GET answers it as the ETag that updates send back as If-Match. */
  version: z.number().int(),
  /**
   * The type's own details as given (`TICKET_TYPE_DETAILS`); empty for a type without any. Lists carry them
   * too: a visit or a shipment is planned by its day.
   */
  details: z.record(z.string(), z.string()),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** The subscription a ticket is about, named as it was when the ticket was made (its number, package and user). */
export const ticketServiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  userName: z.string().nullable(),
});
export type TicketService = z.infer<typeof ticketServiceSchema>;

export const ticketSchema = ticketSummarySchema.extend({
  description: z.string(),
  relatedDevice: idRefSchema.nullable(),
  relatedService: ticketServiceSchema.nullable(),
  contactGroup: idRefSchema.nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** `totalCapped` when there are more matches than `total` (the count stopped at TICKET_LIMITS.countCap). */
export const ticketPageSchema = pageSchema(ticketSummarySchema);
export type TicketPage = z.infer<typeof ticketPageSchema>;

const detailsRecord = z.record(z.string(), z.string().optional());

/** Each detail the type asks for that is missing or wrong, on its own field (`details.visitDate`). */
function checkDetails(
  type: TicketType,
  details: Readonly<Record<string, string | undefined>>,
  context: z.RefinementCtx,
  kept: Readonly<Record<string, string>> = {},
): void {
  for (const { key, message } of ticketDetailIssues(type, details, helsinkiNow(), kept))
    context.addIssue({ code: 'custom', path: ['details', key], message });
}

export const createTicketSchema = z
  .object({
    type: z.enum(TICKET_TYPES),
    urgency: z.enum(TICKET_URGENCIES),
    subject: text(TICKET_LIMITS.subjectMax, isValidPrintableText),
    description: text(TICKET_LIMITS.descriptionMax, isValidMultilineText),
    relatedDeviceId: z.string().max(64).nullable().optional(),
    /** A subscription of the company; naming one needs the right to read its services (TICKET_ACCESS). */
    relatedServiceId: z.uuid(FIELD_ERROR_KEYS.uuid).nullable().optional(),
    contactGroupId: z.uuid(FIELD_ERROR_KEYS.uuid).nullable().optional(),
    /** The type's own details (`TICKET_TYPE_DETAILS`), by key; others are dropped. */
    // Checked by key in the refinement below, so that each message lands on its own field; a form sends a
    // detail it has not touched as undefined.
    details: detailsRecord.default({}),
  })
  .superRefine((value, context) => checkDetails(value.type, value.details, context))
  .transform((value) => ({ ...value, details: ticketDetailsOf(value.type, value.details) }));
export type CreateTicket = z.input<typeof createTicketSchema>;

/**
 * New details of an open ticket whose type asks for some (a visit moved, a shipment's carrier known): checked
 * against the ticket's type by `ticketDetailIssues`, which the body alone does not name.
 */
export const changeTicketDetailsSchema = z.object({ details: detailsRecord });
export type ChangeTicketDetails = z.input<typeof changeTicketDetailsSchema>;

/**
 * The details of a ticket of this type as the change form and the server check them, kept trimmed; `kept` are
 * its details as they stand, whose day and hour may stay though gone by (`ticketDetailIssues`).
 */
export const ticketDetailsChangeSchema = (type: TicketType, kept?: Readonly<Record<string, string>>) =>
  changeTicketDetailsSchema
    .superRefine((value, context) => checkDetails(type, value.details, context, kept))
    .transform((value) => ({ details: ticketDetailsOf(type, value.details) }));
/** A new ticket as the server has it once the schema has accepted it. */
export type NewTicket = z.output<typeof createTicketSchema>;

export const ticketCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  /** The operator staff member who wrote it while acting as authorName; null otherwise. */
  authorOperatorName: z.string().nullable(),
  /** True when operator staff wrote it, so the customer sees whose answer it is. */
  fromOperator: z.boolean(),
  /** An internal note of the desk; the customer's answers never hold one. */
  internal: z.boolean(),
  createdAt: isoDateTime,
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;
export const createTicketCommentSchema = z.object({
  body: text(TICKET_LIMITS.commentMax, isValidMultilineText),
});
export type CreateTicketComment = z.input<typeof createTicketCommentSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedByName: z.string(),
  /** The operator staff member who uploaded it while acting as uploadedByName; null otherwise. */
  uploadedByOperatorName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const contactGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  emails: z.array(z.string()),
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;
export const contactGroupPageSchema = pageSchema(contactGroupSchema);
/** A contact group's name; unique in its company whatever its case (§8 PARTY_EXISTS_WITH_NAME). */
export const CONTACT_GROUP_NAME_MAX = 100;
export const contactGroupQuerySchema = listQuerySchema(
  { name: z.string().trim().max(CONTACT_GROUP_NAME_MAX).optional() },
  PAGE_SIZES.contactGroups,
);
/** How many addresses one contact group holds; the web's address rows stop here too. */
export const CONTACT_GROUP_EMAILS_MAX = 50;
export const createContactGroupSchema = z.object({
  name: text(CONTACT_GROUP_NAME_MAX, isValidName),
  emails: z
    .array(z.string().trim().refine(isValidEmail, FIELD_ERROR_KEYS.email))
    .min(1)
    .max(CONTACT_GROUP_EMAILS_MAX),
});
export type CreateContactGroup = z.input<typeof createContactGroupSchema>;

/** §7 device picker of the ticket form ("ticket service list"). */
export const ticketDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  serialNumber: z.string().nullable(),
});
export type TicketDevice = z.infer<typeof ticketDeviceSchema>;
export const ticketDevicePageSchema = pageSchema(ticketDeviceSchema);
export const ticketDeviceQuerySchema = listQuerySchema(
  { freeText: z.string().trim().max(100).optional() },
  PAGE_SIZES.deviceSearch,
);

export const invalidateCaseQuerySchema = z.object({ number: z.coerce.number().int().min(1) });

export const customerServiceGroupSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  openingHours: z.string(),
});
export type CustomerServiceGroup = z.infer<typeof customerServiceGroupSchema>;
