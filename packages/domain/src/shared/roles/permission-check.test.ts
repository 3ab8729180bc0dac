import { describe, expect, it } from 'vitest';
import { collapsePermissions, expandPermissions } from './composite-permissions';
import { hasPermissions, type PermissionMode } from './permission-check';
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
  roles: ['DCUser'],
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
    ['operator staff not granted implicitly', 'c9', ['OrdersReadOrder'], 'all', false],
    ['composite held through all its members', 'c2', ['FECompositeWriteOrder'], 'all', true],
    ['composite not held with a member missing', 'c1', ['FECompositeWriteOrder'], 'all', false],
    ['member held through the composite', 'c3', ['OrdersWriteCart'], 'all', true],
  ])('%s', (_name, companyId, required, mode, expected) => {
    expect(hasPermissions(holder, companyId, required, mode)).toBe(expected);
  });

  it('defaults to all-of', () => {
    expect(hasPermissions(holder, 'c1', ['OrdersReadOrder', 'TicketingReadTicket'])).toBe(false);
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
