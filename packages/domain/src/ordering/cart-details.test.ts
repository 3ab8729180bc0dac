import { describe, expect, it } from 'vitest';
import {
  EMPTY_CART_DETAILS,
  MAX_CART_CONTACTS,
  cartContactSchema,
  deliveryInfoSchema,
  endUserSchema,
  needsDelivery,
  withContact,
} from './cart-details';
import { changeImpact, monthlyByCostCentre } from './change-impact';
import { preorderCheck, preorderFieldErrors, preorderQuerySchema } from './preorder-check';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('§5 cart details', () => {
  it('a delivery address is complete: recipient, street, Finnish postal number, city, a deliverable country', () => {
    expect(
      issuesOf(
        deliveryInfoSchema.safeParse({
          recipient: '',
          street: 'Satamakatu 12',
          postalNumber: '160',
          city: '',
        }),
      ),
    ).toEqual({
      recipient: 'validation.cannot-be-empty',
      postalNumber: 'validation.postal-number',
      city: 'validation.cannot-be-empty',
    });
    expect(
      issuesOf(
        deliveryInfoSchema.safeParse({
          recipient: 'Anna Virtanen',
          street: 'Storgatan 1',
          postalNumber: '11122',
          city: 'Oslo',
          country: 'NO',
          phone: '12',
        }),
      ),
    ).toEqual({ country: 'ordering.details.not-deliverable', phone: 'validation.phone' });
    const ok = deliveryInfoSchema.parse({
      recipient: 'Anna Virtanen',
      street: 'Satamakatu 12',
      postalNumber: '00160',
      city: 'Helsinki',
      phone: '+358 40 123 4567',
    });
    expect(ok).toMatchObject({ country: 'FI', phone: '+358401234567' });
  });

  it('an individual end user needs names and an e-mail; an organization its name', () => {
    expect(issuesOf(endUserSchema.safeParse({ partyType: 'INDIVIDUAL', firstName: 'Anna' }))).toEqual({
      lastName: 'validation.cannot-be-empty',
      email: 'validation.cannot-be-empty',
    });
    expect(issuesOf(endUserSchema.safeParse({ partyType: 'ORGANIZATION', firstName: 'Anna' }))).toEqual({
      name: 'validation.cannot-be-empty',
    });
    expect(
      endUserSchema.parse({ partyType: 'ORGANIZATION', name: 'Aurora Logistics Oy', firstName: 'x' }),
    ).toMatchObject({
      name: 'Aurora Logistics Oy',
      firstName: '',
    });
  });

  it('keeps each contact once and at most the limit', () => {
    expect(withContact(['a@b.fi'], 'a@b.fi')).toEqual(['a@b.fi']);
    const full = Array.from({ length: MAX_CART_CONTACTS }, (_, i) => `k${i}@b.fi`);
    expect(withContact(full, 'uusi@b.fi')).toBe('TOO_MANY');
  });

  it('takes the longest address §5 allows: a 64-character local part and a 64-character domain', () => {
    const longest = `${'a'.repeat(64)}@${'d'.repeat(60)}.com`;
    expect(cartContactSchema.safeParse({ email: longest }).success).toBe(true);
    expect(cartContactSchema.safeParse({ email: `a${longest}` }).success).toBe(false);
  });

  it('devices, accessories and SIM cards are shipped; an eSIM or a subscription is not', () => {
    expect(needsDelivery(['SUBSCRIPTION', 'ESIM', 'NUMBER_NEW'])).toBe(false);
    expect(needsDelivery(['SUBSCRIPTION', 'SIM'])).toBe(true);
  });
});

describe('§5 pre-order check', () => {
  const facts = {
    salesBan: false,
    lineCount: 1,
    issues: [{ field: '3.MOB.userName', key: 'validation.cannot-be-empty' }],
    details: EMPTY_CART_DETAILS,
    payerKnown: false,
    needsDelivery: true,
  };

  it('fails on any action not SUCCESS, each error a code on its field', () => {
    const result = preorderCheck(facts);
    expect(result.overall).toBe('FAILURE');
    expect(result.actions.map((a) => a.overall)).toEqual(['SUCCESS', 'FAILURE', 'FAILURE']);
    expect(preorderFieldErrors(result)).toEqual({
      '3.MOB.userName': 'validation.cannot-be-empty',
      payer: 'ordering.preorder.PAYER_REQUIRED',
      deliveryInfo: 'ordering.preorder.DELIVERY_INFO_REQUIRED',
    });
  });

  it('runs only the named actions, and names a sales ban on the company', () => {
    const result = preorderCheck({ ...facts, salesBan: true }, ['SALES_BAN']);
    expect(result.actions).toEqual([
      {
        action: 'SALES_BAN',
        overall: 'FAILURE',
        errors: [{ field: 'company', code: 'SALES_BAN', key: 'order.sales-ban-error-notification' }],
      },
    ]);
    expect(preorderQuerySchema.parse({ actions: 'DETAILS,CONTENTS' }).actions).toEqual([
      'DETAILS',
      'CONTENTS',
    ]);
    expect(preorderQuerySchema.safeParse({ actions: 'PIZZA' }).success).toBe(false);
  });
});

describe('change-impact preview', () => {
  const order = {
    oneTimeCents: 9900,
    monthlyCents: 3990,
    byCostCentre: [{ costCentreId: 'it', name: 'IT-palvelut', monthlyCents: 3990 }],
  };

  it('adds the order’s monthly prices to its cost centre and the company’s total', () => {
    const impact = changeImpact(order, [
      { costCentreId: 'it', name: 'IT-palvelut', monthlyCents: 10_000 },
      { costCentreId: null, name: null, monthlyCents: 5_000 },
    ]);
    expect(impact.company).toEqual({
      monthlyBeforeCents: 15_000,
      monthlyAfterCents: 18_990,
      byCostCentre: [
        { costCentreId: 'it', name: 'IT-palvelut', monthlyBeforeCents: 10_000, monthlyAfterCents: 13_990 },
        { costCentreId: null, name: null, monthlyBeforeCents: 5_000, monthlyAfterCents: 5_000 },
      ],
    });
  });

  it('opens a row for a cost centre with no spend yet, and shows no company figures to whom may not see them', () => {
    expect(changeImpact(order, [])?.company?.byCostCentre).toEqual([
      { costCentreId: 'it', name: 'IT-palvelut', monthlyBeforeCents: 0, monthlyAfterCents: 3990 },
    ]);
    expect(changeImpact(order, null)).toEqual({ oneTimeCents: 9900, orderMonthlyCents: 3990, company: null });
  });

  it('bills each selection to the cost centre its items carry, one without to the payer’s', () => {
    const sales = '00000000-0000-4000-8071-000000000002';
    const admin = '00000000-0000-4000-8071-000000000001';
    const names = new Map([
      [sales, 'Myynti'],
      [admin, 'Hallinto'],
    ]);
    const item = (bundleNo: number, monthlyCents: number, characteristics: Record<string, string> = {}) => ({
      bundleNo,
      monthlyCents,
      characteristics,
    });
    // Two lines: a subscription with its number billed to its own cost centre, and a broadband without one.
    const items = [
      item(1, 2990, { costCenterId: sales }),
      item(1, 0, { number: '+358501234567' }),
      item(2, 3990),
    ];
    const byCostCentre = monthlyByCostCentre(items, admin, names);
    expect(byCostCentre).toEqual([
      { costCentreId: sales, name: 'Myynti', monthlyCents: 2990 },
      { costCentreId: admin, name: 'Hallinto', monthlyCents: 3990 },
    ]);
    const impact = changeImpact({ oneTimeCents: 0, monthlyCents: 6980, byCostCentre }, [
      { costCentreId: admin, name: 'Hallinto', monthlyCents: 10_000 },
    ]);
    expect(impact.company?.byCostCentre).toEqual([
      { costCentreId: admin, name: 'Hallinto', monthlyBeforeCents: 10_000, monthlyAfterCents: 13_990 },
      { costCentreId: sales, name: 'Myynti', monthlyBeforeCents: 0, monthlyAfterCents: 2990 },
    ]);
    // Text that is no cost pool's id names none: the payer's cost centre (or none) is billed.
    expect(monthlyByCostCentre([item(1, 990, { costCenterId: 'Myynti' })], null, names)).toEqual([
      { costCentreId: null, name: null, monthlyCents: 990 },
    ]);
  });
});
