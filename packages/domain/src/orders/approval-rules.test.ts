import { describe, expect, it } from 'vitest';
import {
  approvalConditionOf,
  approvalConditionSchema,
  matchingApprovalRules,
  needsApproval,
} from './approval-rules';

const rules = [
  { condition: { kind: 'MONTHLY_OVER', cents: 10_000 } },
  { condition: { kind: 'ORDER_TYPE', orderType: 'CEASE' } },
  { condition: { kind: 'PRODUCT', productCode: 'IPHONE_16_PRO_256' } },
] as const;
const figures = { monthlyCents: 2_690, oneTimeCents: 0, orderType: 'NEW', productCodes: ['MOB_5G_300'] };

describe('approval rules', () => {
  it('matches an order meeting any rule: over the monthly amount, of the type, or with the product', () => {
    expect(matchingApprovalRules(rules, figures)).toEqual([]);
    expect(matchingApprovalRules(rules, { ...figures, monthlyCents: 10_000 })).toEqual([]);
    expect(matchingApprovalRules(rules, { ...figures, monthlyCents: 10_001 })).toEqual([rules[0]]);
    expect(matchingApprovalRules(rules, { ...figures, orderType: 'CEASE' })).toEqual([rules[1]]);
    expect(
      matchingApprovalRules(rules, { ...figures, productCodes: ['MOB_5G_300', 'iphone_16_pro_256'] }),
    ).toEqual([rules[2]]);
  });

  it('never holds back an approver’s own order', () => {
    const big = { ...figures, monthlyCents: 50_000 };
    expect(needsApproval(rules, big, false)).toBe(true);
    expect(needsApproval(rules, big, true)).toBe(false);
  });

  it('validates a rule with field messages, and reads a stored row back', () => {
    const negative = approvalConditionSchema.safeParse({ kind: 'ONE_TIME_OVER', cents: -5 });
    expect(negative.error?.issues[0]?.message).toBe('validation.invalid');
    const unknownType = approvalConditionSchema.safeParse({ kind: 'ORDER_TYPE', orderType: 'SOMETHING' });
    expect(unknownType.error?.issues[0]?.message).toBe('validation.invalid');
    expect(
      approvalConditionOf({ kind: 'MONTHLY_OVER', cents: 500, orderType: null, productCode: null }),
    ).toEqual({ kind: 'MONTHLY_OVER', cents: 500 });
  });
});
