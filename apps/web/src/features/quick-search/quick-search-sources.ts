import { DOCUMENT_LIMITS, documentCalls, isSearchableDocumentQuery } from '@kaista/domain/documents';
import { INVOICE_LIMITS, invoiceCalls } from '@kaista/domain/invoices';
import { ORDER_LIMITS, orderCalls } from '@kaista/domain/orders';
import {
  ASSET_LIMITS,
  SERVICE_LIMITS,
  assetCalls,
  formatServiceNumber,
  serviceCalls,
} from '@kaista/domain/services';
import { formatCents, formatDate, type Language } from '@kaista/domain/shared/formatting';
import type { MenuEntryId } from '@kaista/domain/shared/roles';
import { TICKET_LIMITS, ticketCalls } from '@kaista/domain/tickets';
import { USER_LIMITS, userCalls } from '@kaista/domain/users';
import { queryApi } from '../../lib/api/call-api';

/** Hits shown per kind; the kind's list, filtered by the same words, holds the rest. */
export const HITS_PER_KIND = 5;

/** One thing found, and where it opens. */
export type QuickHit = { id: string; label: string; detail: string; path: string };

export type QuickSource = {
  /** The list the hits belong to: its §6 menu rule decides whether the user may search it. */
  entry: MenuEntryId;
  /** Whether the words can find anything of this kind (invoices are found by their number only). */
  accepts: (q: string) => boolean;
  find: (companyId: string, q: string, signal: AbortSignal, language: Language) => Promise<QuickHit[]>;
};

/**
 * Words of two characters or more, up to what the kind's search takes: longer words cannot match there, and
 * the kind's group would read as failed.
 */
const wordsUpTo = (max: number) => (q: string) => q.length >= 2 && q.length <= max;

/** The longest words any kind's search takes; a kind whose search takes fewer is not asked (wordsUpTo). */
export const QUICK_SEARCH_MAX = Math.max(
  SERVICE_LIMITS.searchMax,
  ASSET_LIMITS.searchMax,
  ORDER_LIMITS.searchMax,
  TICKET_LIMITS.searchMax,
  INVOICE_LIMITS.searchMax,
  DOCUMENT_LIMITS.searchMax,
  USER_LIMITS.searchMax,
);
const page = { offset: 0, pageSize: HITS_PER_KIND };
// A kind that cannot answer says so in its group; a notice per kind and keystroke would drown the page.
const silent = { silent: true };
const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** The kinds the header's search looks through, in the order their groups are shown. */
export const QUICK_SOURCES: readonly QuickSource[] = [
  {
    // Numbers from their start, ICCIDs and names through §7 /search/services: hits without a count.
    entry: 'services',
    accepts: wordsUpTo(SERVICE_LIMITS.searchMax),
    find: async (id, q, signal) =>
      (
        await queryApi(
          serviceCalls.search,
          { params: { id }, query: { q, hits: HITS_PER_KIND } },
          signal,
          silent,
        )
      ).hits.map((service) => ({
        id: service.id,
        label: formatServiceNumber(service.number),
        detail: [service.userName, service.packageName, service.iccid].filter(Boolean).join(' · '),
        path: service.id,
      })),
  },
  {
    // Devices by IMEI or serial number, or by the product's or the user's name (§2 /search/assets).
    entry: 'assets',
    accepts: wordsUpTo(ASSET_LIMITS.searchMax),
    find: async (id, q, signal) =>
      (
        await queryApi(
          assetCalls.search,
          { params: { id }, query: { q, hits: HITS_PER_KIND } },
          signal,
          silent,
        )
      ).hits.map((asset) => ({
        id: asset.id,
        label: asset.productName,
        detail: [asset.imei ?? asset.serialNumber, asset.userName].filter(Boolean).join(' · '),
        path: asset.id,
      })),
  },
  {
    entry: 'orders',
    accepts: wordsUpTo(ORDER_LIMITS.searchMax),
    find: async (id, q, signal) =>
      (await queryApi(orderCalls.search, { params: { id }, query: { q } }, signal, silent)).hits
        .slice(0, HITS_PER_KIND)
        .map((order) => ({
          id: order.id,
          label: order.orderNumber,
          detail: `${order.userName} · ${formatDate(order.createdAt)}`,
          path: order.id,
        })),
  },
  {
    entry: 'tickets',
    accepts: wordsUpTo(TICKET_LIMITS.searchMax),
    find: async (id, q, signal) =>
      (await queryApi(ticketCalls.list, { params: { id }, query: { ...page, q } }, signal, silent)).items.map(
        (ticket) => ({
          id: ticket.id,
          label: `#${ticket.number} ${ticket.subject}`,
          detail: `${ticket.createdByName} · ${formatDate(ticket.updatedAt)}`,
          path: ticket.id,
        }),
      ),
  },
  {
    entry: 'invoices',
    accepts: (q) => /^\d{2,}$/.test(q) && q.length <= INVOICE_LIMITS.searchMax,
    find: async (id, q, signal, language) =>
      (
        await queryApi(invoiceCalls.list, { params: { id }, query: { ...page, q } }, signal, silent)
      ).items.map((invoice) => ({
        id: invoice.id,
        label: invoice.number,
        detail: `${invoice.payerName} · ${formatDate(invoice.dueDate)} · ${formatCents(invoice.totalCents, language)}`,
        path: invoice.id,
      })),
  },
  {
    // Names and descriptions in every folder (§2 /documents); a search needs a word of three characters.
    entry: 'documents',
    accepts: (q) => isSearchableDocumentQuery(q) && q.length <= DOCUMENT_LIMITS.searchMax,
    find: async (id, q, signal) =>
      (
        await queryApi(documentCalls.list, { params: { id }, query: { ...page, q } }, signal, silent)
      ).items.map((document) => ({
        id: document.id,
        label: document.name,
        detail: [document.description, formatDate(document.updatedAt)].filter(Boolean).join(' · '),
        path: document.id,
      })),
  },
  {
    entry: 'users-and-groups',
    accepts: wordsUpTo(USER_LIMITS.searchMax),
    find: async (id, q, signal) =>
      (await queryApi(userCalls.list, { params: { id }, query: { ...page, q } }, signal, silent)).items.map(
        (user) => ({
          id: user.uid,
          label: nameOf(user.firstName, user.lastName),
          detail: user.email,
          path: user.uid,
        }),
      ),
  },
];
