import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS_BY_ENVIRONMENT, type FeatureFlags } from '../constants/feature-flags';
import { isPrimaryMenuHidden, visibleMenuEntries } from './menu';
import type { PermissionName } from './permission-names';
import type { RoleHolder } from './role-holder';

const flags = FEATURE_FLAGS_BY_ENVIRONMENT.dev;
const holder = (
  roles: string[],
  orgRoles: string[] = [],
  permissions: PermissionName[] = [],
): RoleHolder => ({
  roles,
  organizations: [{ uid: 'c1', roles: orgRoles, permissions }],
});
const ids = (h: RoleHolder, companyId: string | null, f: FeatureFlags = flags, office?: string) =>
  visibleMenuEntries(h, companyId, f, { officeSuppliesCompanyId: office }).map((e) => e.id);

describe('visibleMenuEntries (§6)', () => {
  it.each<[string, RoleHolder, string | null, string[]]>([
    ['nobody sees nothing', holder([]), 'c1', []],
    [
      'DC user on company 0',
      holder(['DCUser']),
      '0',
      ['companies', 'ticket-queue', 'product-admin', 'assortments', 'environment-mode', 'bulletins'],
    ],
    [
      'DC user in a company holds every permission',
      holder(['DCUser']),
      'c1',
      [
        'home',
        'companies',
        'new-order',
        'services',
        'orders',
        'assets',
        'availability-search',
        'documents',
        'order-requests',
        'tickets',
        'new-ticket',
        'ticket-queue',
        'invoices',
        'payers',
        'new-payer',
        'cost-centers',
        'new-cost-center',
        'user-rights',
        'users-and-groups',
        'contact-details',
        'mobile-certificate',
        'operative-contacts',
        'audit-log',
        'reports',
        'matsku',
        'office-supplies',
        'product-admin',
        'assortments',
      ],
    ],
    [
      'CC user on company 0 gets the ticket queue, no matsku admin',
      holder(['CCUser']),
      '0',
      ['companies', 'ticket-queue', 'environment-mode', 'bulletins'],
    ],
    ['super admin gets admin tools only', holder(['SuperAdmin']), '0', ['admin-tools', 'admin-session']],
    ['super admin has no admin tools inside a company', holder(['SuperAdmin']), 'c1', []],
    [
      'service user with services',
      holder([], ['ServiceUser'], ['ServicesReadService']),
      'c1',
      ['home', 'services'],
    ],
    [
      'service manager user',
      holder([], ['ServiceManagerUser'], ['OrdersReadOrder']),
      'c1',
      ['home', 'orders', 'users-and-groups', 'mobile-certificate', 'audit-log'],
    ],
    [
      'ticket reader cannot create',
      holder([], ['ServiceUser'], ['TicketingReadTicket']),
      'c1',
      ['home', 'tickets'],
    ],
    [
      'wholesale ticket writer can create',
      holder([], ['ServiceUser'], ['TicketingReadTicket', 'TicketingWriteWholesaleTicket']),
      'c1',
      ['home', 'tickets', 'new-ticket'],
    ],
    [
      'payer writer',
      holder([], ['EmployeeUser'], ['CustomerReadPayer', 'CustomerWritePayer']),
      'c1',
      ['home', 'payers', 'new-payer'],
    ],
    [
      'cost centre writer',
      holder([], [], ['CustomerWriteCostCenter', 'CustomerReadCostCenter']),
      'c1',
      ['cost-centers', 'new-cost-center'],
    ],
    ['matsku end user', holder([], ['REPENDUSER']), 'c1', ['matsku', 'matsku-stores', 'office-supplies']],
    [
      'DNAMU user in a company holds every permission but no company role',
      holder(['DNAMUUSER']),
      'c1',
      [
        'companies',
        'new-order',
        'services',
        'orders',
        'assets',
        'availability-search',
        'documents',
        'order-requests',
        'tickets',
        'new-ticket',
        'invoices',
        'payers',
        'new-payer',
        'cost-centers',
        'new-cost-center',
        'contact-details',
        'operative-contacts',
        'audit-log',
        'reports',
        'matsku',
        'office-supplies',
        'product-admin',
        'assortments',
      ],
    ],
    [
      'composite new-order permission held through members',
      holder(
        [],
        [],
        [
          'OrdersWriteNewOrder',
          'OrdersWriteCart',
          'OrdersWriteChangeOrder',
          'ProductsReadProduct',
          'PricingReadOrderCapture',
        ],
      ),
      'c1',
      ['new-order'],
    ],
    ['permissions need a real company', holder([], ['ServiceUser'], ['ServicesReadService']), '0', []],
  ])('%s', (_name, h, companyId, expected) => {
    expect(ids(h, companyId, flags, 'c1')).toEqual(expected);
  });

  it('office supplies show only in the configured company', () => {
    expect(ids(holder([], ['REPMAINUSER']), 'c1', flags, 'c9')).toEqual(['matsku', 'matsku-stores']);
    expect(ids(holder([], ['REPMAINUSER']), 'c1', flags)).toEqual(['matsku', 'matsku-stores']);
  });

  it.each([
    ['mobile-certificate', 'production', false],
    ['mobile-certificate', 'sit', true],
    ['operative-contacts', 'production', false],
    ['operative-contacts', 'dev', true],
    ['services', 'production', true],
  ] as const)('%s in %s: %s', (id, environment, expected) => {
    const h = holder(['CCUser'], [], ['CustomerReadOperativeContact', 'ServicesReadService']);
    expect(ids(h, 'c1', FEATURE_FLAGS_BY_ENVIRONMENT[environment]).includes(id)).toBe(expected);
  });

  it('hides an entry whose flag is off', () => {
    const h = holder([], ['ServiceUser'], ['ServicesReadService']);
    expect(ids(h, 'c1', { ...flags, services: false, dashboard: false })).toEqual([]);
  });

  describe('§9 display-order-requests on the order-request entries', () => {
    const employee = holder([], ['EmployeeUser'], ['FECompositeWriteMyOrderRequests']);
    const orderer = holder([], ['EmployeeUser'], ['FECompositeWriteOrder', 'OrdersHandleOrderRequest']);
    const off = { ...flags, 'display-order-requests': false };

    it('gives an employee new order and order requests while it is on, neither while it is off', () => {
      expect(ids(employee, 'c1')).toEqual(['home', 'new-order', 'order-requests']);
      expect(ids(employee, 'c1', off)).toEqual(['home']);
    });

    it('leaves new order to who may order, whatever the flag', () => {
      expect(ids(orderer, 'c1')).toEqual(['home', 'new-order', 'order-requests']);
      expect(ids(orderer, 'c1', off)).toEqual(['home', 'new-order']);
      expect(ids(holder(['DCUser']), 'c1', off)).toContain('new-order');
    });
  });

  it("hides the super admin's permission tools with §9 usermanagement off, not the session tool", () => {
    expect(ids(holder(['SuperAdmin']), '0', { ...flags, usermanagement: false })).toEqual(['admin-session']);
  });

  it('resolves links to the current company', () => {
    const h = holder(['DCUser'], [], ['ServicesReadService']);
    const hrefs = Object.fromEntries(visibleMenuEntries(h, 'c1', flags).map((e) => [e.id, e.href]));
    expect(hrefs).toMatchObject({
      services: '/c1/services',
      companies: '/0',
      'product-admin': '/0/matsku/productadmin/group',
    });
  });
});

describe('isPrimaryMenuHidden (§2)', () => {
  it.each([
    ['/', true],
    ['', true],
    ['/0', true],
    ['/0/', true],
    ['/environmentmode', true],
    ['/c1/matsku/stores', true],
    ['/c1/matsku', false],
    ['/c1/home', false],
    ['/0/matsku/assortments', false],
  ])('%j -> %s', (path, expected) => {
    expect(isPrimaryMenuHidden(path)).toBe(expected);
  });
});

describe('operator tools outside companies (§6 environmentmode, admin tools)', () => {
  it.each(['DCUser', 'CCUser', 'DNAMUUSER', 'DNASMUSER'])(
    '%s gets environment mode in the operator menu only, never in a company menu',
    (role) => {
      expect(ids(holder([role]), '0')).toContain('environment-mode');
      expect(ids(holder([role]), null)).toContain('environment-mode');
      expect(ids(holder([role]), 'c1')).not.toContain('environment-mode');
    },
  );

  it('company users never get it', () => {
    const manager = holder([], ['ServiceManagerUser'], ['OrdersReadOrder']);
    expect(ids(manager, 'c1')).not.toContain('environment-mode');
    expect(ids(manager, '0')).not.toContain('environment-mode');
  });
});
