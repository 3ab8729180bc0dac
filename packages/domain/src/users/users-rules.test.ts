import { describe, expect, it } from 'vitest';
import { featureFlagsFor } from '../shared/constants/feature-flags';
import { accessChange, effectiveRightsWith } from './access-preview';
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
    expect(accessChange('100001', before, after, featureFlagsFor('ci'))).toMatchObject({
      gains: ['invoices'],
      loses: ['tickets'],
    });
  });

  it('names the actions inside pages by the areas’ own requirements', () => {
    const reader = { roles: ['ServiceUser'], permissions: ['ServicesReadService'] };
    const withPuk = { roles: ['ServiceUser'], permissions: ['ServicesReadService', 'ServicesReadPuk'] };
    const change = accessChange('100001', reader, withPuk, featureFlagsFor('ci'));
    expect(change).toEqual({ gains: [], loses: [], actionGains: ['read-puk'], actionLosses: [] });
    const manager = { roles: ['ServiceManagerUser'], permissions: [] };
    const demoted = accessChange(
      '100001',
      manager,
      { roles: ['ServiceUser'], permissions: [] },
      featureFlagsFor('ci'),
    );
    expect(demoted.loses).toContain('users-and-groups');
    expect(demoted.actionLosses).toEqual(
      expect.arrayContaining(['create-users', 'remove-users', 'create-groups']),
    );
    // The order composite gives its members: submitting an order needs the whole of it.
    const orderer = accessChange(
      '100001',
      reader,
      { ...reader, permissions: ['FECompositeWriteOrder'] },
      featureFlagsFor('ci'),
    );
    expect(orderer.actionGains).toContain('submit-order');
  });
});

describe('effectiveRightsWith', () => {
  it('joins the own rights with the groups’, less what is switched off, composites expanded', () => {
    const own = { roles: ['ServiceUser'], permissions: ['TicketingReadTicket'] };
    const groups = [
      { roles: ['ServiceManagerUser'], permissions: ['FECompositeWriteOrder', 'ReportsReadReports'] },
    ];
    const effective = effectiveRightsWith(own, groups, ['ReportsReadReports']);
    expect(effective.roles).toEqual(['ServiceUser', 'ServiceManagerUser']);
    expect(effective.permissions).toContain('TicketingReadTicket');
    expect(effective.permissions).toContain('OrdersWriteNewOrder');
    expect(effective.permissions).not.toContain('ReportsReadReports');
  });

  it('keeps what a group still gives when the own right goes (the preview loses nothing then)', () => {
    const groups = [{ roles: [], permissions: ['TicketingReadTicket'] }];
    const before = effectiveRightsWith(
      { roles: ['ServiceUser'], permissions: ['TicketingReadTicket'] },
      groups,
    );
    const after = effectiveRightsWith({ roles: ['ServiceUser'], permissions: [] }, groups);
    expect(accessChange('100001', before, after, featureFlagsFor('ci')).loses).toEqual([]);
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
