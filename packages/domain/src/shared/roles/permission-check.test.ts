import { describe, expect, it } from 'vitest';
import { collapsePermissions, expandPermissions } from './composite-permissions';
import { hasPermissions, permissionsIn, type PermissionMode } from './permission-check';
import { PERMISSIONS } from './permission-names';
import type { PermissionName } from './permission-names';
import type { RoleHolder } from './role-holder';

const writeOrderMembers = [
  'OrdersWriteNewOrder',
  'OrdersWriteCart',
  'OrdersWriteChangeOrder',
  'ProductsReadProduct',
  'PricingReadOrderCapture',
];

const holder: RoleHolder = {
  roles: ['ServiceManagerUser'],
  organizations: [
    { uid: 'c1', roles: [], permissions: ['OrdersReadOrder', 'InvoicingReadInvoice'] },
    { uid: 'c2', roles: [], permissions: writeOrderMembers },
    { uid: 'c3', roles: [], permissions: ['FECompositeWriteOrder'] },
  ],
};

describe('hasPermissions (§6)', () => {
  it.each<[string, string, PermissionName[], PermissionMode, boolean]>([
    ['empty list passes for a real company', 'c1', [], 'all', true],
    ['empty list passes for a real company the holder lacks', 'c9', [], 'all', true],
    ['empty list fails for company 0', '0', [], 'all', false],
    ['empty list fails for no company', '', [], 'any', false],
    ['all held', 'c1', ['OrdersReadOrder', 'InvoicingReadInvoice'], 'all', true],
    ['one of all missing', 'c1', ['OrdersReadOrder', 'TicketingReadTicket'], 'all', false],
    ['any with one held', 'c1', ['TicketingReadTicket', 'OrdersReadOrder'], 'any', true],
    ['any with none held', 'c1', ['TicketingReadTicket', 'ServicesReadService'], 'any', false],
    ['permission of another company does not count', 'c2', ['OrdersReadOrder'], 'all', false],
    ['a company the member is not in grants nothing', 'c9', ['OrdersReadOrder'], 'all', false],
    ['composite held through all its members', 'c2', ['FECompositeWriteOrder'], 'all', true],
    ['composite not held with a member missing', 'c1', ['FECompositeWriteOrder'], 'all', false],
    ['member held through the composite', 'c3', ['OrdersWriteCart'], 'all', true],
  ])('%s', (_name, companyId, required, mode, expected) => {
    expect(hasPermissions(holder, companyId, required, mode)).toBe(expected);
  });

  it('defaults to all-of', () => {
    expect(hasPermissions(holder, 'c1', ['OrdersReadOrder', 'TicketingReadTicket'])).toBe(false);
  });

  it.each(['DCUser', 'CCUser', 'DNAMUUSER', 'DNASMUSER'])(
    'operator staff (%s) hold every permission in any company, as the server grants them',
    (role) => {
      const staff: RoleHolder = { roles: [role], organizations: [] };
      expect(hasPermissions(staff, 'c9', ['TicketingReadTicket', 'TicketingWriteTicket'])).toBe(true);
      expect(hasPermissions(staff, 'c9', ['FECompositeWriteOrder'])).toBe(true);
      expect(hasPermissions(staff, '0', ['TicketingReadTicket'])).toBe(false);
    },
  );
});

describe('permissionsIn (§6, DESIGN.md §5)', () => {
  it('gives operator staff every permission in a real company and nothing without one', () => {
    const staff: RoleHolder = { roles: ['CCUser'], organizations: [] };
    expect(permissionsIn(staff, 'c9')).toEqual(PERMISSIONS);
    expect(permissionsIn(staff, '0')).toBeNull();
  });

  it("gives a member their membership's permissions and no access elsewhere", () => {
    expect(permissionsIn(holder, 'c1')).toEqual(['OrdersReadOrder', 'InvoicingReadInvoice']);
    expect(permissionsIn(holder, 'c9')).toBeNull();
  });

  it('does not treat a company role named like operator staff as operator staff', () => {
    const member: RoleHolder = {
      roles: [],
      organizations: [{ uid: 'c1', roles: ['DCUser'], permissions: [] }],
    };
    expect(permissionsIn(member, 'c1')).toEqual([]);
  });
});

describe('composite permissions (§6)', () => {
  it.each([
    ['expands a composite', ['FECompositeWriteOrder'], writeOrderMembers],
    ['keeps plain names', ['OrdersReadOrder'], ['OrdersReadOrder']],
    ['drops duplicates', ['OrdersWriteCart', 'FECompositeWriteOrder'], writeOrderMembers],
  ])('expand: %s', (_name, input, expected) => {
    expect(expandPermissions(input).sort()).toEqual([...expected].sort());
  });

  it.each([
    [
      'collapses complete members',
      [...writeOrderMembers, 'OrdersReadOrder'],
      ['FECompositeWriteOrder', 'OrdersReadOrder'],
    ],
    [
      'leaves an incomplete set alone',
      ['OrdersWriteCart', 'ProductsReadProduct'],
      ['OrdersWriteCart', 'ProductsReadProduct'],
    ],
    [
      'collapses both composites sharing members',
      [...writeOrderMembers, 'OrdersRequestOrderRequest'],
      ['FECompositeWriteOrder', 'FECompositeWriteMyOrderRequests'],
    ],
    ['is idempotent on a composite', ['FECompositeWriteOrder'], ['FECompositeWriteOrder']],
  ])('collapse: %s', (_name, input, expected) => {
    expect(collapsePermissions(input).sort()).toEqual([...expected].sort());
  });

  it('expanding a collapsed set gives the original permissions back', () => {
    const original = [...writeOrderMembers, 'TicketingReadTicket'];
    expect(expandPermissions(collapsePermissions(original)).sort()).toEqual([...original].sort());
  });
});
