import type { AccessRequirement } from './access-requirement';
import {
  AUDIT_READER_ROLES,
  COMPANY_USERS_READER_ROLES,
  OPERATOR_STAFF_ROLES,
  REPRESENTATIVE_ROLES,
  type RoleName,
} from './role-names';

export type MenuSection =
  'home' | 'companies' | 'services' | 'tickets' | 'invoices' | 'company' | 'reports' | 'matsku' | 'admin';

type MenuEntryDefinition = AccessRequirement & {
  id: string;
  section: MenuSection;
  /** Route template; `:companyId` is replaced by the current company. */
  path: string;
  /** Office supplies are sold to one configured company only. */
  officeSuppliesCompanyOnly?: boolean;
  /**
   * Operator tools that belong to no company: in the operator's menu (no company chosen), never in a
   * customer company's menu.
   */
  outsideCompanies?: boolean;
};

const MATSKU_ROLES: readonly RoleName[] = ['DCUser', 'DNAMUUSER', 'DNASMUSER', ...REPRESENTATIVE_ROLES];
const company = (path: string) => `/:companyId${path}`;

/** §6 menu table as data, in menu order. */
export const MENU_ENTRIES = [
  {
    id: 'home',
    section: 'home',
    path: company('/home'),
    flag: 'dashboard',
    needsCompany: true,
    roles: ['DCUser', 'CCUser', 'ServiceManagerUser', 'ServiceUser', 'EmployeeUser'],
  },
  { id: 'companies', section: 'companies', path: '/0', roles: OPERATOR_STAFF_ROLES },
  {
    id: 'new-order',
    section: 'services',
    path: company('/order/new'),
    flag: 'new-order',
    // §4 order requests: an employee with WRITE_MY_ORDER_REQUESTS builds a cart too, and sends it as a request,
    // so only while the order requests are (§9 display-order-requests), as with the other order-request entries.
    anyOf: ['FECompositeWriteOrder', 'FECompositeWriteMyOrderRequests'],
    flaggedPermissions: { FECompositeWriteMyOrderRequests: 'display-order-requests' },
  },
  {
    id: 'services',
    section: 'services',
    path: company('/services'),
    flag: 'services',
    allOf: ['ServicesReadService'],
  },
  { id: 'orders', section: 'services', path: company('/orders'), flag: 'orders', allOf: ['OrdersReadOrder'] },
  {
    id: 'assets',
    section: 'services',
    path: company('/assets'),
    flag: 'assets',
    allOf: ['ServicesReadServiceList'],
  },
  {
    id: 'availability-search',
    section: 'services',
    path: company('/availability-search'),
    allOf: ['AvailabilitySearchReadAvailability'],
  },
  {
    id: 'documents',
    section: 'services',
    path: company('/documents'),
    flag: 'documents',
    allOf: ['DocumentsReadDocument'],
  },
  {
    id: 'order-requests',
    section: 'services',
    path: company('/order-requests'),
    flag: 'display-order-requests',
    // Approvers handle the company's requests; an employee follows their own there (§4).
    anyOf: ['OrdersHandleOrderRequest', 'OrdersRequestOrderRequest'],
  },
  {
    id: 'tickets',
    section: 'tickets',
    path: company('/tickets'),
    flag: 'tickets',
    allOf: ['TicketingReadTicket'],
  },
  {
    id: 'new-ticket',
    section: 'tickets',
    path: company('/tickets/new'),
    flag: 'tickets',
    allOf: ['TicketingReadTicket'],
    anyOf: ['TicketingWriteTicket', 'TicketingWriteWholesaleTicket'],
  },
  // The desk's queue of every company's tickets (/0/tickets), for customer care and delivery coordination.
  {
    id: 'ticket-queue',
    section: 'tickets',
    path: '/0/tickets',
    flag: 'tickets',
    roles: ['CCUser', 'DCUser'],
  },
  {
    id: 'invoices',
    section: 'invoices',
    path: company('/invoices'),
    flag: 'invoices',
    allOf: ['InvoicingReadInvoice'],
  },
  {
    id: 'payers',
    section: 'invoices',
    path: company('/payers'),
    flag: 'billingAgreements',
    allOf: ['CustomerReadPayer'],
  },
  {
    id: 'new-payer',
    section: 'invoices',
    path: company('/payers/new'),
    flag: 'billingAgreements',
    allOf: ['CustomerWritePayer'],
  },
  {
    id: 'cost-centers',
    section: 'invoices',
    path: company('/cost-centers'),
    flag: 'billingAgreements',
    allOf: ['CustomerWriteCostCenter'],
  },
  {
    id: 'new-cost-center',
    section: 'invoices',
    path: company('/cost-centers/new'),
    flag: 'create-cost-center',
    allOf: ['CustomerWriteCostCenter'],
  },
  {
    id: 'user-rights',
    section: 'company',
    path: company('/company/permissions'),
    flag: 'company-level-permissions',
    needsCompany: true,
    roles: ['DCUser', 'CCUser'],
  },
  {
    id: 'users-and-groups',
    section: 'company',
    path: company('/company/users'),
    flag: 'usermanagement',
    needsCompany: true,
    roles: COMPANY_USERS_READER_ROLES,
  },
  {
    id: 'contact-details',
    section: 'company',
    path: company('/company/info'),
    flag: 'contactDetails',
    allOf: ['CustomerReadInformation'],
  },
  {
    id: 'mobile-certificate',
    section: 'company',
    path: company('/company/mobile-certificate'),
    flag: 'mobile-certificate',
    needsCompany: true,
    roles: ['DCUser', 'CCUser', 'ServiceManagerUser'],
  },
  {
    id: 'operative-contacts',
    section: 'company',
    path: company('/company/operative-contacts'),
    flag: 'display-operative-contacts',
    allOf: ['CustomerReadOperativeContact'],
  },
  {
    id: 'audit-log',
    section: 'company',
    path: company('/company/audit'),
    needsCompany: true,
    roles: AUDIT_READER_ROLES,
  },
  {
    id: 'reports',
    section: 'reports',
    path: company('/reports'),
    flag: 'reports',
    allOf: ['ReportsReadReports'],
  },
  {
    id: 'matsku',
    section: 'matsku',
    path: company('/matsku'),
    flag: 'matsku',
    needsCompany: true,
    roles: MATSKU_ROLES,
  },
  {
    id: 'matsku-stores',
    section: 'matsku',
    path: company('/matsku/stores'),
    flag: 'matsku',
    needsCompany: true,
    roles: REPRESENTATIVE_ROLES,
  },
  {
    id: 'office-supplies',
    section: 'matsku',
    path: company('/matsku/officesupplies'),
    flag: 'matsku',
    needsCompany: true,
    roles: MATSKU_ROLES,
    officeSuppliesCompanyOnly: true,
  },
  {
    id: 'product-admin',
    section: 'matsku',
    path: '/0/matsku/productadmin/group',
    flag: 'matsku',
    roles: ['DCUser', 'DNAMUUSER'],
  },
  {
    id: 'assortments',
    section: 'matsku',
    path: '/0/matsku/assortments',
    flag: 'matsku',
    roles: ['DCUser', 'DNAMUUSER'],
  },
  {
    id: 'admin-tools',
    section: 'admin',
    path: '/0/admintools/permissions',
    // The permission catalogue and the operator's templates: §7 /usermanagement calls, behind §9 usermanagement.
    flag: 'usermanagement',
    roles: ['SuperAdmin'],
    outsideCompanies: true,
  },
  // §2 admintools/session: the second admin tool, under the same §6 'admin tools' role (no user management).
  {
    id: 'admin-session',
    section: 'admin',
    path: '/0/admintools/session',
    roles: ['SuperAdmin'],
    outsideCompanies: true,
  },
  {
    id: 'environment-mode',
    section: 'admin',
    path: '/environmentmode',
    roles: OPERATOR_STAFF_ROLES,
    outsideCompanies: true,
  },
  // The operator's bulletins to companies (§7 /bulletins), written by delivery coordination and customer care.
  {
    id: 'bulletins',
    section: 'admin',
    path: '/0/bulletins',
    roles: ['DCUser', 'CCUser'],
    outsideCompanies: true,
  },
] as const satisfies readonly MenuEntryDefinition[];

/** The id of a §6 menu entry: routes, badges and menus name entries by these, never by free text. */
export type MenuEntryId = (typeof MENU_ENTRIES)[number]['id'];

export type MenuEntry = MenuEntryDefinition & { id: MenuEntryId };

/**
 * §6: the requirement of one menu entry, for an area's access rules: the server's guard of a call and the
 * route of a page then ask exactly what the menu asks.
 */
export function menuRequirement(id: MenuEntryId): AccessRequirement {
  const entry: MenuEntry = MENU_ENTRIES.find((candidate) => candidate.id === id) as MenuEntry;
  const { roles, allOf, anyOf, needsCompany, flag, flaggedPermissions } = entry;
  return { roles, allOf, anyOf, needsCompany, flag, flaggedPermissions };
}
