import { DOCUMENTS_ACCESS } from '../documents/documents-access';
import { INVOICE_ACCESS } from '../invoices/invoice-access';
import { ORDER_ACCESS } from '../orders/order-access';
import { SERVICE_ACCESS } from '../services/service-access';
import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';
import { TICKET_ACCESS } from '../tickets/ticket-access';

/**
 * §2 home: whoever has a home page reads its summary; each widget's part needs the right of the list behind
 * it, the same rule as that list's own guard, so a widget the caller may not open is neither read nor shown.
 * The tickets' line says they await the user's answer, so, like the menu badge, it needs the right to answer.
 */
export const DASHBOARD_ACCESS = {
  home: menuRequirement('home'),
  tickets: TICKET_ACCESS.write,
  orderRequests: ORDER_ACCESS.handleRequests,
  ownRequests: ORDER_ACCESS.makeRequests,
  invoices: INVOICE_ACCESS.readInvoices,
  orders: ORDER_ACCESS.read,
  services: SERVICE_ACCESS.read,
  documents: DOCUMENTS_ACCESS.read,
} as const satisfies Record<string, AccessRequirement>;

export type DashboardPart = Exclude<keyof typeof DASHBOARD_ACCESS, 'home'>;
const DASHBOARD_PARTS = Object.keys(DASHBOARD_ACCESS).filter((key) => key !== 'home') as DashboardPart[];

/**
 * Which parts of home the caller gets, given whether they meet each part's requirement. The requester's own
 * requests are left out for an approver, whose pending count already holds them with everyone else's.
 */
export function homeParts(meets: (part: DashboardPart) => boolean): Record<DashboardPart, boolean> {
  const parts = Object.fromEntries(DASHBOARD_PARTS.map((part) => [part, meets(part)])) as Record<
    DashboardPart,
    boolean
  >;
  return { ...parts, ownRequests: parts.ownRequests && !parts.orderRequests };
}
