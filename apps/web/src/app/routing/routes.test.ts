import { SERVICE_ACCESS } from '@kaista/domain/services';
import { PAGES_WITHOUT_SESSION } from '@kaista/domain/session';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminSessionRoute } from '../../features/admin-tools/admin-tools-routes';
import { companySearchRoutes } from '../../features/company-search/company-search-routes';
import { companyUsersRoute } from './company-users-routes';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { SESSION_ROUTE_ID } from '../session/early-session';
import { areaRoutes } from './area-routes';
import { appRoutes } from './routes';

const routes = appRoutes([], areaRoutes);

// §2: every screen of the spec, each behind the requirement of its §6 menu entry.
const guardedPaths = [
  '/0',
  '/environmentmode',
  '/100001/home',
  '/100001/order/new',
  '/100001/order/new/product/P1',
  '/100001/order/new/cart',
  '/100001/order/new/addons',
  '/100001/order/new/contents',
  '/100001/order/new/details',
  '/100001/services',
  '/100001/services/S1',
  '/100001/orders',
  '/100001/orders/O1',
  '/100001/assets',
  '/100001/assets/A1',
  '/100001/availability-search',
  '/100001/documents',
  '/100001/order-requests',
  '/100001/tickets',
  '/100001/tickets/new',
  '/100001/tickets/T1',
  '/100001/invoices',
  '/100001/payers',
  '/100001/payers/new',
  '/100001/payers/P1',
  '/100001/cost-centers',
  '/100001/cost-centers/new',
  '/100001/company/permissions',
  '/100001/company/users',
  '/100001/company/users/new',
  '/100001/company/users/U1',
  '/100001/company/groups',
  '/100001/company/groups/usergroup/new',
  '/100001/company/groups/usergroup/G1',
  '/100001/company/groups/permissiongroup/new',
  '/100001/company/groups/permissiongroup/G2',
  '/100001/company/info',
  '/100001/company/mobile-certificate',
  '/100001/company/operative-contacts',
  '/100001/reports',
  '/100001/matsku',
  '/100001/matsku/ordersummary',
  '/100001/matsku/stores',
  '/100001/matsku/officesupplies',
  '/0/matsku/productadmin/group',
  '/0/matsku/assortments',
  '/0/company/new',
  '/0/admintools/permissions',
  '/0/admintools/session',
];

function requirementsOf(path: string): RouteHandle[] {
  const matches = matchRoutes(routes, path) ?? [];
  expect(matches.at(-1)?.route.path, path).not.toBe('*');
  return matches
    .map((match) => match.route.handle as RouteHandle | undefined)
    .filter((handle) => !!handle && (!!handle.menuEntry || !!handle.requirement)) as RouteHandle[];
}

describe('route table', () => {
  it.each(guardedPaths)('%s is registered with a requirement', (path) => {
    expect(requirementsOf(path).length).toBeGreaterThan(0);
  });

  it('guards the powers of attorney by the services entry and the change-order rule the server lists them by', () => {
    const levels = requirementsOf('/100001/services/poas');
    expect(levels.map((h) => h.menuEntry)).toEqual(['services', undefined]);
    expect(levels[1]?.requirement).toEqual(SERVICE_ACCESS.changeOrder);
  });

  it('guards new tickets by the new-ticket entry as well as the tickets one', () => {
    expect(requirementsOf('/100001/tickets/new').map((h) => h.menuEntry)).toEqual(['tickets', 'new-ticket']);
  });

  it.each<[string, RouteObject | undefined]>([
    ['/0/company/new', companySearchRoutes.find((route) => route.path === 'company/new')],
    ['/0/admintools/session', adminSessionRoute],
    ['/100001/company/users', companyUsersRoute.children?.[0]],
  ])('%s is a built page, not a placeholder', (path, page) => {
    expect(page).toBeDefined();
    expect(matchRoutes(routes, path)?.at(-1)?.route).toBe(page);
  });

  it.each(['/', '/oauth', '/defaultreturn', '/_error'])('%s needs no permission', (path) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe('*');
    expect(requirementsOf(path)).toEqual([]);
  });

  // The server answers a visit without a session cookie to any other page with the login's start.
  it.each([...PAGES_WITHOUT_SESSION, ...guardedPaths, '/', '/no/such/page'])(
    '%s is behind the session gate unless the server lists it as a page without a session',
    (path) => {
      const gated = matchRoutes(routes, path)?.some((match) => match.route.id === SESSION_ROUTE_ID);
      expect(gated).toBe(!PAGES_WITHOUT_SESSION.includes(path));
    },
  );

  it.each(['/100001/no-such-page', '/0/no/such/page', '/100001/tickets/T1/extra'])(
    '%s is the not-found catch-all, never a redirect',
    (path) => {
      const last = matchRoutes(routes, path)?.at(-1)?.route;
      expect(last?.path).toBe('*');
      expect(last?.handle).toEqual({ notFound: true });
      expect(last?.element).toBeUndefined();
    },
  );
});
