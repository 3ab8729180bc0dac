import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES, permissionNameFromCode } from './permission-codes';
import { PERMISSIONS, type PermissionName } from './permission-names';
import {
  companyHasEmployeeUserRole,
  forbiddenRouteOutcome,
  loadsCountries,
  loadsCustomerCareInfo,
  loadsIdmRoles,
  loadsPermissionReferenceData,
} from './reference-data';
import type { RoleHolder } from './role-holder';
import { EXTERNAL_ROLES, INTERNAL_ROLES } from './role-names';

const holder = (roles: string[], orgRoles: string[] = []): RoleHolder => ({
  roles,
  organizations: [{ uid: 'c1', roles: orgRoles, permissions: [] }],
});

describe('reference-data loading (§6)', () => {
  it.each([
    // [name, holder, company, permissions+templates, idm roles, countries, customer care]
    ['DC user in a company', holder(['DCUser']), 'c1', true, true, true, true],
    ['CC user without company', holder(['CCUser']), '0', true, false, true, false],
    ['DNAMU user', holder(['DNAMUUSER']), 'c1', false, false, true, false],
    ['super admin', holder(['SuperAdmin']), 'c1', false, false, true, false],
    ['service user', holder([], ['ServiceUser']), 'c1', false, false, false, true],
    ['service manager in another company', holder([], ['ServiceManager']), 'c2', false, false, false, false],
    ['employee user', holder([], ['EmployeeUser']), 'c1', false, false, false, false],
  ] as const)('%s', (_name, h, companyId, permissions, idm, countries, customerCare) => {
    expect({
      permissions: loadsPermissionReferenceData(h),
      idm: loadsIdmRoles(h, companyId),
      countries: loadsCountries(h),
      customerCare: loadsCustomerCareInfo(h, companyId),
    }).toEqual({ permissions, idm, countries, customerCare });
  });

  it.each([
    [['ServiceUser', 'B2BAPP_ServiceUser'], true],
    [['EmployeeUser'], true],
    [['ServiceUser'], false],
    [[], false],
  ])('company IDM roles %j have an employee-user role: %s', (roles, expected) => {
    expect(companyHasEmployeeUserRole(roles)).toBe(expected);
  });

  it.each([
    ['member', holder([], ['ServiceUser']), 'c1', 'home-with-notice'],
    ['operator in any company', holder(['CCUser']), 'c9', 'home-with-notice'],
    ['not a member', holder([], ['ServiceUser']), 'c9', 'missing-permission-error'],
  ])('forbidden route for %s', (_name, h, companyId, expected) => {
    expect(forbiddenRouteOutcome(h, companyId)).toBe(expected);
  });

  it('splits every role into internal or external', () => {
    expect(INTERNAL_ROLES).toEqual(['DCUser', 'CCUser', 'DNAMUUSER', 'DNASMUSER', 'SuperAdmin']);
    expect(EXTERNAL_ROLES).toContain('ServiceUser');
    expect(EXTERNAL_ROLES).not.toContain('SuperAdmin');
  });
});

describe('permission codes (§6)', () => {
  it.each<[PermissionName, string]>([
    ['OrdersWriteNewOrder', 'ORDERS_WRITE_NEWORDER'],
    ['OrdersRequestOrderRequest', 'ORDERS_REQUEST_ORDERREQUEST'],
    ['OrdersHandleOrderRequest', 'ORDERS_HANDLE_ORDERREQUEST'],
    ['ServicesReadServiceList', 'SERVICES_READ_SERVICELIST'],
    ['ServicesTerminateService', 'SERVICES_TERMINATE_SERVICE'],
    ['ServicesSuspendResumeService', 'SERVICES_SUSPEND_RESUME_SERVICE'],
    ['AvailabilitySearchReadAvailability', 'AVAILABILITYSEARCH_READ_AVAILABILITY'],
    ['CustomerReadCostCenter', 'CUSTOMER_READ_COSTCENTER'],
    ['InvoicingReadInvoice', 'INVOICING_READ_INVOICE'],
    ['ReportsReadPricelist', 'REPORTS_READ_PRICELIST'],
    ['PricingReadOrderHistory', 'PRICING_READ_ORDERHISTORY'],
    ['FECompositeWriteOrder', 'WRITE_ORDER'],
    ['FECompositeWriteMyOrderRequests', 'WRITE_MY_ORDER_REQUESTS'],
    ['PartnerPortal', 'PARTNERPORTAL'],
  ])('%s <-> %s', (name, code) => {
    expect(PERMISSION_CODES[name]).toBe(code);
    expect(permissionNameFromCode(code)).toBe(name);
  });

  it('gives every permission its own code', () => {
    expect(new Set(Object.values(PERMISSION_CODES)).size).toBe(PERMISSIONS.length);
    expect(permissionNameFromCode('NO_SUCH_CODE')).toBeNull();
  });
});
