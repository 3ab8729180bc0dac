import { accountArea } from '../features/account/account-routes';
import { adminToolsArea } from '../features/admin-tools/admin-tools-routes';
import { companyInfoArea } from '../features/company-info/company-info-routes';
import { auditArea } from '../features/audit/audit-routes';
import { invoicingArea } from '../features/invoicing/invoicing-routes';
import { homeArea } from '../features/home/home-routes';
import { matskuArea } from '../features/matsku/matsku-routes';
import { companySearchArea } from '../features/company-search/company-search-routes';
import { ticketsArea } from '../features/tickets/tickets-routes';
import { groupsArea } from '../features/groups/groups-routes';
import { orderingArea } from '../features/ordering/ordering-routes';
import { documentsArea } from '../features/documents/documents-routes';
import { bulletinsArea } from '../features/bulletins/bulletins-routes';
import { ordersArea } from '../features/orders/orders-routes';
import { servicesArea } from '../features/services/services-routes';
import { operativeContactsArea } from '../features/operative-contacts/operative-contacts-routes';
import { mobileIdArea } from '../features/mobile-id/mobile-id-routes';
import { reportsArea } from '../features/reports/reports-routes';
import type { Area } from '../lib/routing/area';

/** Every built area, one line each: their pages join the route table (routing/area-routes.ts). */
export const AREAS: readonly Area[] = [
  homeArea,
  matskuArea,
  ticketsArea,
  orderingArea,
  ordersArea,
  invoicingArea,
  auditArea,
  accountArea,
  companySearchArea,
  adminToolsArea,
  companyInfoArea,
  groupsArea,
  documentsArea,
  bulletinsArea,
  servicesArea,
  operativeContactsArea,
  mobileIdArea,
  reportsArea,
];
