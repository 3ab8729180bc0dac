import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS_BY_ENVIRONMENT } from '../constants/feature-flags';
import { companyLandingPath, landingPath } from './landing-path';
import type { RoleHolder } from './role-holder';

const holder = (roles: string[], orgs: [string, string[]][] = []): RoleHolder => ({
  roles,
  organizations: orgs.map(([uid, orgRoles]) => ({ uid, roles: orgRoles, permissions: [] })),
});

describe('landingPath (§2, §6)', () => {
  it.each<[string, RoleHolder, string | null, string]>([
    ['operator staff go to company search', holder(['CCUser'], [['c1', ['ServiceUser']]]), 'c1', '/0'],
    ['representative-only user goes to the shop', holder([], [['c1', ['REPENDUSER']]]), null, '/c1/matsku'],
    [
      'representative-only picks the first org with the role',
      holder(
        [],
        [
          ['c1', []],
          ['c2', ['REPMAINUSER']],
        ],
      ),
      'c1',
      '/c2/matsku',
    ],
    [
      'representative with other roles goes home',
      holder([], [['c1', ['REPMAINUSER', 'ServiceUser']]]),
      null,
      '/c1/home',
    ],
    [
      'default company',
      holder(
        [],
        [
          ['c1', ['ServiceUser']],
          ['c2', ['ServiceUser']],
        ],
      ),
      'c2',
      '/c2/home',
    ],
    [
      'no default: first company',
      holder(
        [],
        [
          ['c1', ['ServiceUser']],
          ['c2', []],
        ],
      ),
      null,
      '/c1/home',
    ],
    [
      'default not among the companies: first company',
      holder([], [['c1', ['ServiceUser']]]),
      'c9',
      '/c1/home',
    ],
    ['nobody', holder([]), null, '/0'],
  ])('%s', (_name, h, defaultCompanyId, expected) => {
    expect(landingPath(h, defaultCompanyId)).toBe(expected);
  });
});

describe('companyLandingPath (§2, §6)', () => {
  const flags = FEATURE_FLAGS_BY_ENVIRONMENT.ci;
  it.each<[string, RoleHolder, string | null]>([
    ['home for whoever may open it', holder(['DCUser']), '/c1/home'],
    ['home for a company user', holder([], [['c1', ['ServiceUser']]]), '/c1/home'],
    ['the shop for partner-shop staff, who have no home', holder(['DNAMUUSER']), '/c1/matsku'],
    ['the shop for a representative', holder([], [['c1', ['REPENDUSER']]]), '/c1/matsku'],
    ['nothing for a company without pages', holder([], [['c1', []]]), null],
  ])('%s', (_name, h, expected) => {
    expect(companyLandingPath(h, 'c1', flags)).toBe(expected);
  });

  it('skips a home turned off by the flags', () => {
    // Operator staff hold every permission in a company, so the menu's first company page is theirs.
    expect(companyLandingPath(holder(['CCUser']), 'c1', { ...flags, dashboard: false })).toBe(
      '/c1/order/new',
    );
    expect(companyLandingPath(holder(['DCUser']), 'c1', { ...flags, dashboard: false })).toBe('/c1/matsku');
  });
});
