import type { Profile, UserInfo } from '@kaista/domain/session';
import type { PermissionName } from '@kaista/domain/shared/roles';
import { DEFAULT_PROFILE } from '../lib/session/session-queries';

/** Customer care (operator staff), working on no company yet: the desk's and the operator tools' persona. */
export const customerCare: UserInfo = {
  uid: 'cc',
  firstName: 'Cecilia',
  lastName: 'Asiakaspalvelu',
  name: 'Cecilia Asiakaspalvelu',
  email: 'cc@kaista.example',
  type: 'internal',
  roles: ['CCUser'],
  roleFeatures: [],
  organizations: [],
  currentCompanyId: '0',
  impersonatorName: null,
};

type Membership = { uid: string; roles: string[]; permissions: string[] };

/** A user for routing tests: global roles and company memberships, nothing else matters here. */
export function testUser(roles: string[], memberships: Membership[] = []): UserInfo {
  return {
    uid: 'u1',
    firstName: 'Test',
    lastName: 'User',
    name: 'Test User',
    email: 'test@example.com',
    type: 'external',
    roles,
    roleFeatures: [],
    organizations: memberships.map((m) => ({ ...m, name: `Company ${m.uid}`, isUpToDate: true })),
    currentCompanyId: memberships[0]?.uid ?? '0',
    impersonatorName: null,
  };
}

export function testProfile(defaultCompany: string | null): Profile {
  return {
    ...DEFAULT_PROFILE,
    defaultCompany: defaultCompany ? { uid: defaultCompany, name: `Company ${defaultCompany}` } : null,
  };
}

/** Maria, a service manager of Aurora (100001) with exactly these permissions: the area page tests' user. */
export function auroraManagerWith(permissions: readonly PermissionName[]): UserInfo {
  return {
    uid: 'u1',
    firstName: 'Maria',
    lastName: 'Manninen',
    name: 'Maria Manninen',
    email: 'manager@aurora.example',
    type: 'external',
    roles: [],
    roleFeatures: [],
    organizations: [
      {
        uid: '100001',
        name: 'Aurora',
        isUpToDate: true,
        roles: ['ServiceManagerUser'],
        permissions: [...permissions],
      },
    ],
    currentCompanyId: '100001',
    impersonatorName: null,
  };
}
