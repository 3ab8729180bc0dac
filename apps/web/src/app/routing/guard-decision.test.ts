import { featureFlagsFor } from '@kaista/domain/shared/constants';
import { describe, expect, it } from 'vitest';
import { guardDecision, type GuardInput } from './guard-decision';
import { testProfile, testUser } from '../../test/test-users';

const flags = featureFlagsFor('ci');
const serviceUser = testUser(
  [],
  [{ uid: '100001', roles: ['ServiceUser'], permissions: ['ServicesReadService', 'TicketingReadTicket'] }],
);
const representative = testUser(
  [],
  [{ uid: '100003', roles: ['REPMAINUSER'], permissions: ['PartnerPortal'] }],
);
const operator = testUser(['DCUser']);

function decide(input: Partial<GuardInput> & Pick<GuardInput, 'user' | 'pathname'>) {
  return guardDecision({ handles: [], companyId: null, profile: testProfile(null), flags, ...input });
}

describe('guardDecision', () => {
  it('lets a user with the permission in', () => {
    const decision = decide({
      user: serviceUser,
      pathname: '/100001/tickets',
      companyId: '100001',
      handles: [undefined, { menuEntry: 'tickets' }],
    });
    expect(decision).toEqual({ kind: 'allow' });
  });

  it('sends a user without the permission home with the missing-permission notice', () => {
    const decision = decide({
      user: serviceUser,
      pathname: '/100001/invoices',
      companyId: '100001',
      handles: [{ menuEntry: 'invoices' }],
    });
    expect(decision).toEqual({ kind: 'redirect', to: '/100001/home', missingPermission: true });
  });

  it('checks every level: a detail page below a forbidden list is forbidden', () => {
    const decision = decide({
      user: serviceUser,
      pathname: '/100001/payers/7',
      companyId: '100001',
      handles: [{ menuEntry: 'payers' }, {}],
    });
    expect(decision.kind).toBe('redirect');
  });

  it("shows another company's pages to a company user as not found, in place", () => {
    const decision = decide({
      user: serviceUser,
      pathname: '/100002/home',
      companyId: '100002',
      handles: [{ menuEntry: 'home' }],
    });
    expect(decision).toEqual({ kind: 'not-found' });
  });

  it('shows an address without a page as not found instead of redirecting', () => {
    for (const user of [serviceUser, representative, operator]) {
      expect(decide({ user, pathname: '/no/such/page', handles: [{ notFound: true }] })).toEqual({
        kind: 'not-found',
      });
    }
  });

  it('lets operator staff into any company that their role opens', () => {
    const decision = decide({
      user: operator,
      pathname: '/100002/company/permissions',
      companyId: '100002',
      handles: [{ menuEntry: 'user-rights' }],
    });
    expect(decision).toEqual({ kind: 'allow' });
  });

  it("lets a DC user with no membership into a company's tickets, as the server does", () => {
    for (const [pathname, menuEntry] of [
      ['/100002/tickets', 'tickets'],
      ['/100002/tickets/new', 'new-ticket'],
    ] as const) {
      const decision = decide({ user: operator, pathname, companyId: '100002', handles: [{ menuEntry }] });
      expect(decision).toEqual({ kind: 'allow' });
    }
  });

  it('keeps representative-only users in their shop, without a notice', () => {
    const decision = decide({ user: representative, pathname: '/0', handles: [{ menuEntry: 'companies' }] });
    expect(decision).toEqual({ kind: 'redirect', to: '/100003/matsku', missingPermission: false });
    const shop = decide({
      user: representative,
      pathname: '/100003/matsku',
      companyId: '100003',
      handles: [{ menuEntry: 'matsku' }],
    });
    expect(shop).toEqual({ kind: 'allow' });
  });

  it('shows the missing-permission error in place when there is nowhere to go', () => {
    const nobody = testUser([]);
    const decision = decide({ user: nobody, pathname: '/0', handles: [{ menuEntry: 'companies' }] });
    expect(decision).toEqual({ kind: 'denied' });
  });

  it('honours the feature flags of the environment', () => {
    const certificateHolder = testUser(
      [],
      [{ uid: '100001', roles: ['ServiceManagerUser'], permissions: [] }],
    );
    const input = {
      user: certificateHolder,
      pathname: '/100001/company/mobile-certificate',
      companyId: '100001',
      handles: [{ menuEntry: 'mobile-certificate' }],
    };
    expect(decide(input)).toEqual({ kind: 'allow' });
    expect(decide({ ...input, flags: featureFlagsFor('production') }).kind).toBe('redirect');
  });

  it('sends partner-shop staff, who have no home, to the shop of the company without a notice', () => {
    const partnerShop = testUser(['DNAMUUSER']);
    const home = decide({
      user: partnerShop,
      pathname: '/100001/home',
      companyId: '100001',
      handles: [{ menuEntry: 'home' }],
    });
    expect(home).toEqual({ kind: 'redirect', to: '/100001/matsku', missingPermission: false });
    const userRights = decide({
      user: partnerShop,
      pathname: '/100001/company/permissions',
      companyId: '100001',
      handles: [{ menuEntry: 'user-rights' }],
    });
    expect(userRights).toEqual({ kind: 'redirect', to: '/100001/matsku', missingPermission: true });
  });
});
