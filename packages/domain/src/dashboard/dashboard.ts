import { z } from 'zod';
import { DOCUMENT_CATEGORIES } from '../documents/documents';
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES, ORDER_TYPES } from '../orders/order-enums';
import { SERVICE_STATUSES } from '../services/service-enums';

/** How many months the home's spend chart shows, this month included. */
export const SPEND_MONTHS = 12;
/** How many of the latest orders home lists. */
export const LATEST_ORDERS = 5;
/** §4 statuses in which an order waits for someone (the operator's credit check, or the order system). */
export const WAITING_ORDER_STATUSES = ['HOLD', 'PENDING'] as const;
/** How many of the requester's own latest order requests home lists. */
export const OWN_REQUESTS_SHOWN = 3;
/** How many days ahead home tells of contracts and price lists coming to the end of their validity. */
export const EXPIRING_DOCUMENT_DAYS = 60;
/** How many of the expiring documents home lists, the soonest first (the count tells of all). */
export const EXPIRING_DOCUMENTS_SHOWN = 5;

const count = z.number().int().nonnegative();
const month = z.string().regex(/^\d{4}-\d{2}$/);

export const spendMonthSchema = z.object({ month, totalCents: z.number().int() });
export type SpendMonth = z.infer<typeof spendMonthSchema>;

export const latestOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderType: z.enum(ORDER_TYPES),
  createdAt: z.string(),
  userName: z.string(),
});
export type LatestOrder = z.infer<typeof latestOrderSchema>;

export const expiringDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  /** The last day it is in force ('YYYY-MM-DD'), today at the earliest. */
  validUntil: z.iso.date(),
});
export type ExpiringDocument = z.infer<typeof expiringDocumentSchema>;

/**
 * A requester's own request as home lists it: fields of the order request's own schema, written out here
 * because that schema's module brings the cart's schemas with it (5.7 kB more on home's first visit).
 */
export const ownRequestSchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  status: z.enum(ORDER_REQUEST_STATUSES),
  /** What was asked for, in a line. */
  summary: z.string(),
  /** The approver's reason for declining. */
  reason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnRequest = z.infer<typeof ownRequestSchema>;

/**
 * §2 home: each part is null when the caller may not read its area (and then it was not read at all).
 * Counts are exact; the spend is the sum of the company's invoices (credit notes subtract) by invoice month.
 */
export const homeSummarySchema = z.object({
  /** The Helsinki date the figures are about ('YYYY-MM-DD'). */
  today: z.iso.date(),
  tickets: z.object({ pendingCustomer: count }).nullable(),
  orderRequests: z.object({ pendingApproval: count }).nullable(),
  /**
   * The caller's own order requests, for one who sends them and does not decide them (an approver has the
   * company's pending count instead): how many wait, and the OWN_REQUESTS_SHOWN latest, the newest first.
   */
  ownRequests: z.object({ pending: count, latest: z.array(ownRequestSchema) }).nullable(),
  invoices: z
    .object({
      due: count,
      dueCents: z.number().int(),
      /** The last SPEND_MONTHS months, oldest first, this month last; months without invoices are 0. */
      spend: z.array(spendMonthSchema),
    })
    .nullable(),
  orders: z
    .object({
      errored: count,
      waiting: z.array(z.object({ status: z.enum(WAITING_ORDER_STATUSES), count })),
      latest: z.array(latestOrderSchema),
    })
    .nullable(),
  services: z
    .object({
      /** Every status with at least one service, in the §4 order. */
      byStatus: z.array(z.object({ status: z.enum(SERVICE_STATUSES), count })),
    })
    .nullable(),
  documents: z
    .object({
      /** Documents whose validity ends from today to EXPIRING_DOCUMENT_DAYS days ahead, both included. */
      expiring: count,
      /** The first EXPIRING_DOCUMENTS_SHOWN of them, the soonest end first. */
      soonest: z.array(expiringDocumentSchema),
    })
    .nullable(),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

/** The SPEND_MONTHS months ('YYYY-MM') ending with the month of `today` ('YYYY-MM-DD'), oldest first. */
export function spendMonths(today: string, months = SPEND_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const monthIndex = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: months }, (_, index) => {
    const total = year * 12 + monthIndex - (months - 1 - index);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/** The last day ('YYYY-MM-DD') of the window of `days` days from `today` on (today is day 0). */
export function expiryWindowEnd(today: string, days = EXPIRING_DOCUMENT_DAYS): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
