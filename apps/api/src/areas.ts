import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { registerAdminToolsRoutes } from './modules/admin-tools/admin-tools.routes';
import { registerAuditRoutes } from './modules/audit/audit.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerBusinessesRoutes } from './modules/businesses/businesses.routes';
import { registerCompanyInfoRoutes } from './modules/company-info/company-info.routes';
import { registerBulletinsRoutes } from './modules/bulletins/bulletins.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerDocumentsRoutes } from './modules/documents/documents.routes';
import { registerMobileIdRoutes } from './modules/mobile-id/mobile-id.routes';
import { registerReportsRoutes } from './modules/reports/reports.routes';
import { registerOperativeContactsRoutes } from './modules/operative-contacts/operative-contacts.routes';
import { registerCompanySearchRoutes } from './modules/company-search/company-search.routes';
import { registerInvoicingRoutes } from './modules/invoicing/invoicing.routes';
import { registerImpersonationRoutes } from './modules/impersonation/impersonation.routes';
import { registerMatskuRoutes } from './modules/matsku/matsku.routes';
import { registerOrderingRoutes } from './modules/ordering/ordering.routes';
import { addressAvailability } from './address-availability';
import { registerDeliveryInfoRoutes } from './modules/ordering/delivery-infos';
import { registerOrdersRoutes } from './modules/orders/orders.routes';
import { orderInventory, serviceOrderDesk } from './order-inventory';
import { orderApprovalDesk } from './order-approval-desk';
import { requestContentsCheck } from './request-contents-check';
import { billableItems } from './billable-items';
import { registerServicesRoutes } from './modules/services/services.routes';
import { registerSessionRoutes } from './modules/session/session.routes';
import { registerTicketsRoutes } from './modules/tickets/tickets.routes';
import { registerUsersRoutes } from './modules/users/users.routes';
import { registerGroupsRoutes } from './modules/groups/groups.routes';
import { registerPermissionCatalogueRoutes } from './modules/groups/permission-catalogue.routes';

/** An area's routes and whatever else it registers on the app (jobs, schedules), from the platform's deps. */
export type RegisterArea = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

/** Every area of the server, one line each, registered in this order after the platform's plugins. */
export const AREAS: readonly RegisterArea[] = [
  registerAuthRoutes,
  registerSessionRoutes,
  registerBusinessesRoutes,
  registerCompanySearchRoutes,
  registerImpersonationRoutes,
  registerAdminToolsRoutes,
  registerAuditRoutes,
  registerTicketsRoutes,
  registerUsersRoutes,
  registerMatskuRoutes,
  // The seam: what the monthly billing run bills (the services, the orders' charges) is chosen in billable-items.ts.
  (app, deps) => registerInvoicingRoutes(app, deps, { billableItems: billableItems(deps.db) }),
  // The seams: whether an order needs an approver (the orders area's rules) is chosen in order-approval-desk.ts,
  // and the network data broadband is ordered by (the availability search's) in address-availability.ts.
  (app, deps) =>
    registerOrderingRoutes(app, deps, {
      approvals: orderApprovalDesk(deps.jobs),
      availability: addressAvailability(deps.db),
    }),
  registerDeliveryInfoRoutes,
  // The seams: what a completed order does to the services inventory is chosen in order-inventory.ts, and
  // what an employee's request is checked against (the order capture's rules) in request-contents-check.ts.
  (app, deps) =>
    registerOrdersRoutes(app, deps, { inventory: orderInventory, requestContents: requestContentsCheck }),
  registerGroupsRoutes,
  registerPermissionCatalogueRoutes,
  registerCompanyInfoRoutes,
  registerDocumentsRoutes,
  registerBulletinsRoutes,
  // The seam the other way: service actions record their orders through order-inventory.ts.
  (app, deps) => registerServicesRoutes(app, deps, { orders: serviceOrderDesk(deps.jobs) }),
  registerOperativeContactsRoutes,
  registerDashboardRoutes,
  registerMobileIdRoutes,
  registerReportsRoutes,
];
