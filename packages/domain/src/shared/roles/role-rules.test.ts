import { describe, expect, it } from 'vitest';
import {
  belongsToCompany,
  isOperatorStaff,
  isPartnerPortalInternal,
  isPrivilegedInternal,
  isRealCompanyId,
  isRepresentative,
  isSuperAdmin,
} from './index';
import type { RoleHolder } from './role-holder';

const holder = (roles: string[], orgs: [string, string[]][] = []): RoleHolder => ({
  roles,
  organizations: orgs.map(([uid, orgRoles]) => ({ uid, roles: orgRoles, permissions: [] })),
});

describe('derived role groups (§6)', () => {
  it.each([
    [
      'DC user',
      holder(['DCUser']),
      { staff: true, privileged: true, partner: true, rep: false, admin: false },
    ],
    [
      'CC user',
      holder(['CCUser']),
      { staff: true, privileged: true, partner: true, rep: false, admin: false },
    ],
    [
      'DNAMU user',
      holder(['DNAMUUSER']),
      { staff: true, privileged: false, partner: true, rep: false, admin: false },
    ],
    [
      'DNASM user',
      holder(['DNASMUSER']),
      { staff: true, privileged: false, partner: true, rep: false, admin: false },
    ],
    [
      'super admin',
      holder(['SuperAdmin']),
      { staff: false, privileged: true, partner: false, rep: false, admin: true },
    ],
    [
      'matsku main user',
      holder([], [['c1', ['REPMAINUSER']]]),
      { staff: false, privileged: false, partner: false, rep: true, admin: false },
    ],
    [
      'matsku end user in second org',
      holder(
        [],
        [
          ['c1', ['ServiceUser']],
          ['c2', ['REPENDUSER']],
        ],
      ),
      { staff: false, privileged: false, partner: false, rep: true, admin: false },
    ],
    [
      'service user',
      holder([], [['c1', ['ServiceUser']]]),
      { staff: false, privileged: false, partner: false, rep: false, admin: false },
    ],
  ])('%s', (_name, h, expected) => {
    expect({
      staff: isOperatorStaff(h),
      privileged: isPrivilegedInternal(h),
      partner: isPartnerPortalInternal(h),
      rep: isRepresentative(h),
      admin: isSuperAdmin(h),
    }).toEqual(expected);
  });
});

describe('isRealCompanyId (§6)', () => {
  it.each([
    ['', false],
    ['0', false],
    [':companyId', false],
    [null, false],
    [undefined, false],
    ['1234567-8', true],
    ['00', true],
  ])('%j -> %s', (id, expected) => {
    expect(isRealCompanyId(id)).toBe(expected);
  });
});

describe('belongsToCompany (§6)', () => {
  const h = holder([], [['c1', []]]);
  it.each([
    ['c1', true],
    ['c2', false],
    ['0', false],
    [null, false],
  ])('%j -> %s', (id, expected) => {
    expect(belongsToCompany(h, id)).toBe(expected);
  });
});
