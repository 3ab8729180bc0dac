import { describe, expect, it } from 'vitest';
import { featureFlagsFor } from '../shared/constants/feature-flags';
import { accessChange } from './access-preview';
import { grantProblem, locksCompanyOut } from './grant-rules';
import { effectiveRolesWith, removesOwnAdmin, rightSources } from './right-sources';

const manager = { isOperatorStaff: false, roles: ['ServiceManagerUser'], permissions: ['OrdersReadOrder'] };
const nobody = { roles: [], permissions: [] };

describe('grantProblem', () => {
  it('lets an administrator give user roles and the permissions they hold', () => {
    expect(
      grantProblem(manager, nobody, { roles: ['ServiceUser'], permissions: ['OrdersReadOrder'] }),
    ).toBeNull();
  });

  it('refuses permissions and manager roles the administrator lacks, checking only what is added', () => {
    expect(grantProblem(manager, nobody, { roles: [], permissions: ['InvoicingReadInvoice'] })).toBe(
      'permission-not-held',
    );
    expect(grantProblem(manager, nobody, { roles: ['MobileServiceManager'], permissions: [] })).toBe(
      'role-not-held',
    );
    const holder = { roles: ['MobileServiceManager'], permissions: ['InvoicingReadInvoice'] };
    expect(grantProblem(manager, holder, { ...holder, roles: [...holder.roles, 'ServiceUser'] })).toBeNull();
  });

  it('expands composites before comparing, and knows role aliases', () => {
    const composite = { roles: [], permissions: ['FECompositeWriteOrder'] };
    expect(grantProblem(manager, nobody, composite)).toBe('permission-not-held');
    const alias = { ...manager, roles: ['ServiceManager'] };
    expect(grantProblem(alias, nobody, { roles: ['ServiceManagerUser'], permissions: [] })).toBeNull();
  });

  it('never gives operator-staff roles, not even operator staff themselves', () => {
    const dc = { isOperatorStaff: true, roles: [], permissions: [] };
    expect(grantProblem(dc, nobody, { roles: ['CCUser'], permissions: [] })).toBe('role-not-grantable');
    expect(
      grantProblem(dc, nobody, { roles: ['ServiceManagerUser'], permissions: ['InvoicingReadInvoice'] }),
    ).toBeNull();
  });
});

describe('locksCompanyOut', () => {
  const admin = { roles: ['ServiceManagerUser'], permissions: [] };
  it('is true only when the last administrator stops being one', () => {
    expect(locksCompanyOut(admin, { roles: ['ServiceUser'], permissions: [] }, 0)).toBe(true);
    expect(locksCompanyOut(admin, null, 0)).toBe(true);
    expect(locksCompanyOut(admin, null, 1)).toBe(false);
    expect(locksCompanyOut(admin, admin, 0)).toBe(false);
    expect(locksCompanyOut({ roles: ['ServiceUser'], permissions: [] }, null, 0)).toBe(false);
  });
});

describe('accessChange', () => {
  it('names the menu entries a change of rights adds and removes', () => {
    const before = { roles: ['ServiceUser'], permissions: ['TicketingReadTicket'] };
    const after = { roles: ['ServiceUser'], permissions: ['InvoicingReadInvoice'] };
    expect(accessChange('100001', before, after, featureFlagsFor('ci'))).toEqual({
      gains: ['invoices'],
      loses: ['tickets'],
    });
  });
});

describe('rightSources', () => {
  const user = {
    roles: ['ServiceManager'],
    permissions: ['OrdersWriteCart', 'ServicesReadService'],
    groups: [
      {
        uid: 'g1',
        kind: 'permission' as const,
        name: 'Tilaajat',
        roles: [],
        permissions: ['FECompositeWriteOrder'],
      },
      {
        uid: 'g2',
        kind: 'authorization' as const,
        name: 'Esimiehet',
        roles: ['ServiceManagerUser'],
        permissions: [],
      },
    ],
    effective: {
      roles: ['ServiceManager', 'ServiceManagerUser'],
      permissions: ['FECompositeWriteOrder', 'ServicesReadService'],
    },
  };

  it('marks each effective right with its own and group sources, composites by any member, roles by alias', () => {
    const sources = rightSources(user);
    expect(sources.roles).toEqual([
      {
        name: 'ServiceManager',
        own: true,
        groups: [{ uid: 'g2', kind: 'authorization', name: 'Esimiehet' }],
      },
      {
        name: 'ServiceManagerUser',
        own: true,
        groups: [{ uid: 'g2', kind: 'authorization', name: 'Esimiehet' }],
      },
    ]);
    expect(sources.permissions).toEqual([
      {
        name: 'FECompositeWriteOrder',
        own: true,
        groups: [{ uid: 'g1', kind: 'permission', name: 'Tilaajat' }],
      },
      { name: 'ServicesReadService', own: true, groups: [] },
    ]);
  });

  it('refuses taking away one’s own administrator role only when no group keeps it', () => {
    const groups = [{ roles: ['ServiceManagerUser'] }];
    expect(removesOwnAdmin(true, ['ServiceManagerUser'], effectiveRolesWith(['ServiceUser'], groups))).toBe(
      false,
    );
    expect(removesOwnAdmin(true, ['ServiceManagerUser'], effectiveRolesWith(['ServiceUser'], []))).toBe(true);
    expect(removesOwnAdmin(false, ['ServiceManagerUser'], ['ServiceUser'])).toBe(false);
  });
});
