import { featureFlagsFor, type FeatureFlag } from '@kaista/domain/shared/constants';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeAllows } from '../../lib/routing/route-access';
import { testUser } from '../../test/test-users';
import { areaRoutes } from './area-routes';
import { appRoutes } from './routes';

const routes = appRoutes([], areaRoutes);
const COMPANY = '100001';

/** Whether the route guard lets the user onto the path with the ci flags, less the ones switched off. */
function allows(user: ReturnType<typeof testUser>, path: string, off: FeatureFlag[] = []) {
  const flags = { ...featureFlagsFor('ci'), ...Object.fromEntries(off.map((flag) => [flag, false])) };
  const handles = (matchRoutes(routes, path) ?? []).map((match) => match.route.handle);
  const companyId = path.split('/')[1] ?? null;
  return routeAllows(handles, { user, companyId, flags });
}

describe('§9 flags in the route guard, as the menu and the server have them', () => {
  const employee = testUser(
    [],
    [{ uid: COMPANY, roles: ['EmployeeUser'], permissions: ['FECompositeWriteMyOrderRequests'] }],
  );
  const orderer = testUser(
    [],
    [{ uid: COMPANY, roles: ['ServiceUser'], permissions: ['FECompositeWriteOrder'] }],
  );

  it.each([`/${COMPANY}/order/new`, `/${COMPANY}/order/new/cart`, `/${COMPANY}/order-requests`])(
    "keeps an employee's order requests (%s) behind display-order-requests",
    (path) => {
      expect(allows(employee, path)).toBe(true);
      expect(allows(employee, path, ['display-order-requests'])).toBe(false);
    },
  );

  it('lets who may order into the order capture whatever display-order-requests is', () => {
    expect(allows(orderer, `/${COMPANY}/order/new/details`, ['display-order-requests'])).toBe(true);
  });

  it("keeps the super admin's permission tools behind usermanagement, not the session tool", () => {
    const admin = testUser(['SuperAdmin']);
    expect(allows(admin, '/0/admintools/permissions')).toBe(true);
    expect(allows(admin, '/0/admintools/permissions/templates/new')).toBe(true);
    expect(allows(admin, '/0/admintools/permissions', ['usermanagement'])).toBe(false);
    expect(allows(admin, '/0/admintools/permissions/templates/new', ['usermanagement'])).toBe(false);
    expect(allows(admin, '/0/admintools/session', ['usermanagement'])).toBe(true);
  });

  it('shows the company-level user rights under their own flag, as the server answers them', () => {
    const dc = testUser(['DCUser']);
    expect(allows(dc, `/${COMPANY}/company/permissions`, ['usermanagement'])).toBe(true);
    expect(allows(dc, `/${COMPANY}/company/permissions`, ['company-level-permissions'])).toBe(false);
    expect(allows(dc, `/${COMPANY}/company/users`, ['usermanagement'])).toBe(false);
    expect(allows(dc, `/${COMPANY}/company/groups`, ['usermanagement'])).toBe(false);
  });

  it('lets one who may add billing agreements but not read them onto the new one only (§6)', () => {
    const writer = testUser(
      [],
      [{ uid: COMPANY, roles: ['ServiceUser'], permissions: ['CustomerWritePayer'] }],
    );
    expect(allows(writer, `/${COMPANY}/payers/new`)).toBe(true);
    expect(allows(writer, `/${COMPANY}/payers`)).toBe(false);
    expect(allows(writer, `/${COMPANY}/payers/00000000-0000-4070-8000-000000000001`)).toBe(false);
    expect(allows(writer, `/${COMPANY}/payers/new`, ['billingAgreements'])).toBe(false);
  });
});
