import { describe, expect, it } from 'vitest';
import {
  availableServiceActions,
  ceaseRule,
  hasValidIccidCheckDigit,
  iccidCheckDigit,
  packageChangeRefusal,
  resumeRule,
  simReplacementRefusal,
  simActivationRefusal,
  suspendRule,
  terminationDates,
  terminationKindsOffered,
  type ServiceRights,
  type ServiceState,
} from './service-rules';

const active: ServiceState = {
  status: 'ACTIVE',
  type: 'mobile',
  suspensionKind: null,
  scheduledTermination: null,
  iccid: '89358011000000000019',
  packageCode: 'MOB_5G_100',
};
const all: ServiceRights = {
  readPuk: true,
  suspendResume: true,
  terminate: true,
  activateSim: true,
  changeOrder: false,
  scheduledTermination: true,
  operatorStaff: false,
};

describe('§4 service rules', () => {
  it('suspends only a running service, and only the customer kind for the customer', () => {
    expect(suspendRule(active, 'customerSuspend', all)).toEqual({
      ok: true,
      value: { status: 'BARRED', suspensionKind: 'customerSuspend' },
    });
    expect(suspendRule(active, 'creditSuspend', all)).toMatchObject({ ok: false, code: 'FAIL_NOT_ALLOWED' });
    expect(suspendRule(active, 'creditSuspend', { operatorStaff: true }).ok).toBe(true);
    expect(suspendRule({ ...active, status: 'NEW' }, 'customerSuspend', all)).toMatchObject({
      code: 'ILLEGAL_STATE',
    });
  });

  it('resumes only a suspended service, never one barred by the operator network', () => {
    expect(resumeRule(active, all)).toMatchObject({ ok: false, code: 'ILLEGAL_STATE' });
    expect(resumeRule({ ...active, status: 'BARREDBYDNA' }, all)).toMatchObject({ code: 'ILLEGAL_STATE' });
    const suspended = { ...active, status: 'BARRED', suspensionKind: 'customerSuspend' } as const;
    expect(resumeRule(suspended, all)).toEqual({
      ok: true,
      value: { status: 'ACTIVE', suspensionKind: null },
    });
    const collection = { ...suspended, suspensionKind: 'collectionSuspend' } as const;
    expect(resumeRule(collection, all)).toMatchObject({ code: 'FAIL_NOT_ALLOWED' });
  });

  it('offers only an immediate cease once one is scheduled or while scheduled terminations are off', () => {
    expect(terminationKindsOffered(active, all)).toEqual(['immediate', 'scheduled', 'scheduledNumberWaived']);
    expect(terminationKindsOffered(active, { scheduledTermination: false })).toEqual(['immediate']);
    expect(terminationKindsOffered({ ...active, scheduledTermination: '2026-12-01' }, all)).toEqual([
      'immediate',
    ]);
  });

  it('offers no waiving of a number to a fixed broadband connection, which has none, and refuses it', () => {
    const broadband: ServiceState = {
      ...active,
      type: 'broadband',
      iccid: null,
      packageCode: 'FBB_KUITU_1000',
    };
    expect(terminationKindsOffered(broadband, all)).toEqual(['immediate', 'scheduled']);
    expect(terminationKindsOffered({ ...active, type: 'switchboard' }, all)).toContain(
      'scheduledNumberWaived',
    );
    expect(ceaseRule(broadband, 'scheduledNumberWaived', '2026-11-23', '2026-11-20', all)).toMatchObject({
      code: 'ILLEGAL_STATE',
    });
    expect(ceaseRule(broadband, 'scheduled', '2026-11-23', '2026-11-20', all)).toMatchObject({ ok: true });
  });

  it('ceases at once, or on a working day of the termination dates', () => {
    const today = '2026-11-20';
    expect(ceaseRule(active, 'immediate', undefined, today, all)).toMatchObject({
      ok: true,
      value: { status: 'TERMINATED', endedOn: today },
    });
    expect(ceaseRule(active, 'scheduled', '2026-11-23', today, all)).toMatchObject({
      ok: true,
      value: { scheduledTermination: '2026-11-23' },
    });
    expect(ceaseRule(active, 'scheduled', '2026-11-22', today, all)).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect(
      ceaseRule(active, 'scheduled', '2026-11-23', today, { scheduledTermination: false }),
    ).toMatchObject({
      code: 'FAIL_NOT_ALLOWED',
    });
    expect(ceaseRule({ ...active, status: 'TERMINATED' }, 'immediate', undefined, today, all)).toMatchObject({
      code: 'ILLEGAL_STATE',
    });
    expect(terminationDates(today, 7)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    // Christmas Eve and Day are Finnish holidays: no termination takes effect on them.
    expect(terminationDates('2026-12-22', 7)).toEqual(['2026-12-23', '2026-12-28', '2026-12-29']);
  });

  it('activates the SIM of a new SIM service only, and checks the ICCID check digit', () => {
    expect(simActivationRefusal({ ...active, status: 'NEW', iccid: null })).toBeNull();
    expect(simActivationRefusal(active)).toBe('FAIL_ALREADY_ACTIVATED');
    expect(simActivationRefusal({ ...active, status: 'BARRED' })).toBe('FAIL_CANNOT_ACTIVATE');
    expect(simActivationRefusal({ ...active, type: 'broadband', status: 'NEW' })).toBe('FAIL_NOT_ALLOWED');
    const body = '8935801100000000001';
    expect(hasValidIccidCheckDigit(`${body}${iccidCheckDigit(body)}`)).toBe(true);
    expect(hasValidIccidCheckDigit(`${body}${(Number(iccidCheckDigit(body)) + 1) % 10}`)).toBe(false);
  });

  it('replaces the SIM of a running SIM service, and changes the package of an active one within its plans', () => {
    expect(simReplacementRefusal(active)).toBeNull();
    expect(simReplacementRefusal({ ...active, status: 'BARRED' })).toBeNull();
    expect(simReplacementRefusal({ ...active, status: 'NEW' })).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect(simReplacementRefusal({ ...active, iccid: null })).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect(simReplacementRefusal({ ...active, type: 'broadband' })).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect(packageChangeRefusal(active, ['MOB_5G_300'], 'MOB_5G_300')).toBeNull();
    expect(packageChangeRefusal(active, ['MOB_5G_300'], 'MBB_5G_300')).toMatchObject({
      code: 'ILLEGAL_STATE',
    });
    expect(
      packageChangeRefusal({ ...active, scheduledTermination: '2026-12-01' }, ['MOB_5G_300'], 'MOB_5G_300'),
    ).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect(packageChangeRefusal({ ...active, status: 'BARRED' }, ['MOB_5G_300'], 'MOB_5G_300')).toMatchObject(
      {
        code: 'ILLEGAL_STATE',
      },
    );
    expect(availableServiceActions(active, { ...all, changeOrder: true })).toEqual([
      'view-puk',
      'replace-sim',
      'change-package',
      'suspend',
      'cease',
      'poa',
    ]);
  });

  it('offers the actions the state and the rights allow, none on an ended service', () => {
    expect(availableServiceActions(active, all)).toEqual(['view-puk', 'suspend', 'cease']);
    expect(availableServiceActions(active, { ...all, terminate: false, readPuk: false })).toEqual([
      'suspend',
    ]);
    expect(availableServiceActions({ ...active, status: 'CANCELLED' }, all)).toEqual([]);
  });

  it('offers no package change to a service whose type has no other package', () => {
    const switchboardUser = {
      ...active,
      type: 'switchboard',
      iccid: null,
      packageCode: 'VPBX_USER',
    } as const;
    expect(availableServiceActions(switchboardUser, { ...all, changeOrder: true })).toEqual([
      'suspend',
      'cease',
      'poa',
    ]);
  });
});

describe('formatServiceNumber', () => {
  it('writes numbers the Finnish way and leaves line ids alone', async () => {
    const { formatServiceNumber } = await import('./service-format');
    expect(formatServiceNumber('+358403100012')).toBe('040 310 0012');
    expect(formatServiceNumber('+358105310019')).toBe('010 531 0019');
    expect(formatServiceNumber('FBB-100001-00019')).toBe('FBB-100001-00019');
    // A person's phone as it was typed, in groups.
    expect(formatServiceNumber('+358 40 123 4567')).toBe('040 123 4567');
    expect(formatServiceNumber('+46 70 123 45 67')).toBe('+46 70 123 45 67');
  });
});
