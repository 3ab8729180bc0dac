import { describe, expect, it } from 'vitest';
import { hasRole, meetsRoleRequirement } from './role-requirement';
import type { RoleName } from './role-names';
import type { RoleHolder } from './role-holder';

const holder = (roles: string[], orgs: [string, string[]][] = []): RoleHolder => ({
  roles,
  organizations: orgs.map(([uid, orgRoles]) => ({ uid, roles: orgRoles, permissions: [] })),
});

const serviceUser = holder(
  [],
  [
    ['c1', ['ServiceUser']],
    ['c2', ['EmployeeUser']],
  ],
);
const dc = holder(['DCUser']);
const dcAlsoServiceUser = holder(['DCUser'], [['c1', ['ServiceUser']]]);
const globalServiceUser = holder(['ServiceUser'], [['c1', []]]);
const orgAdmin = holder([], [['c1', ['SuperAdmin']]]);

describe('meetsRoleRequirement (§6)', () => {
  it.each<[string, RoleHolder, RoleName[], string | undefined, boolean]>([
    ['empty requirement passes for anyone', holder([]), [], undefined, true],
    ['empty requirement passes without a company', serviceUser, [], '0', true],
    ['global staff role', dc, ['DCUser', 'CCUser'], undefined, true],
    ['global staff role in any company', dc, ['DCUser'], 'c9', true],
    ['missing staff role', dc, ['CCUser'], 'c1', false],
    ['service user in that company', serviceUser, ['ServiceUser'], 'c1', true],
    ['service user in another company', serviceUser, ['ServiceUser'], 'c2', false],
    ['employee user in its company', serviceUser, ['EmployeeUser'], 'c2', true],
    ['company role without a company', serviceUser, ['ServiceUser'], undefined, false],
    ['company role ignored for operator staff', dcAlsoServiceUser, ['ServiceUser'], 'c1', false],
    ['company role held only globally', globalServiceUser, ['ServiceUser'], 'c1', false],
    ['matsku role in company', holder([], [['c1', ['REPMAINUSER']]]), ['REPMAINUSER'], 'c1', true],
    [
      'matsku role ignored for staff',
      holder(['DNAMUUSER'], [['c1', ['REPMAINUSER']]]),
      ['REPMAINUSER'],
      'c1',
      false,
    ],
    ['non-scoped role from the company organization', orgAdmin, ['SuperAdmin'], 'c1', true],
    ['non-scoped role from another organization', orgAdmin, ['SuperAdmin'], 'c2', false],
    [
      'ServiceManager satisfies ServiceManagerUser',
      holder([], [['c1', ['ServiceManager']]]),
      ['ServiceManagerUser'],
      'c1',
      true,
    ],
    [
      'ServiceManagerUser satisfies ServiceManager',
      holder([], [['c1', ['ServiceManagerUser']]]),
      ['ServiceManager'],
      'c1',
      true,
    ],
    [
      'B2BAPP_ServiceUser satisfies EmployeeUser',
      holder([], [['c1', ['B2BAPP_ServiceUser']]]),
      ['EmployeeUser'],
      'c1',
      true,
    ],
    [
      'an alias is still company-scoped',
      holder([], [['c1', ['ServiceManager']]]),
      ['ServiceManagerUser'],
      'c2',
      false,
    ],
  ])('%s', (_name, h, required, companyId, expected) => {
    expect(meetsRoleRequirement(h, required, companyId)).toBe(expected);
  });
});

describe('hasRole (§6)', () => {
  it.each<[RoleHolder, RoleName, string | undefined, boolean]>([
    [dc, 'DCUser', undefined, true],
    [dc, 'CCUser', undefined, false],
    [serviceUser, 'ServiceUser', 'c1', true],
    [serviceUser, 'ServiceUser', undefined, false],
  ])('%j has %s in %s: %s', (h, role, companyId, expected) => {
    expect(hasRole(h, role, companyId)).toBe(expected);
  });
});
