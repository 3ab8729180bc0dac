import { describe, expect, it } from 'vitest';
import {
  approvalConditionOf,
  approvalConditionSchema,
  approvalOf,
  approverIdsSchema,
  matchingApprovalRules,
} from './approval-rules';

const rules = [
  { condition: { kind: 'MONTHLY_OVER', cents: 10_000 }, approverIds: ['anna'] },
  { condition: { kind: 'ORDER_TYPE', orderType: 'CEASE' }, approverIds: ['anna', 'ben'] },
  { condition: { kind: 'PRODUCT', productCode: 'IPHONE_16_PRO_256' }, approverIds: ['carl'] },
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

  it('names the approvers of the rules met, and never holds back an order by a rule its orderer approves', () => {
    expect(approvalOf(rules, figures, 'dora')).toBeNull();
    const big = { ...figures, monthlyCents: 50_000, orderType: 'CEASE' };
    expect(approvalOf(rules, big, 'dora')).toEqual({
      rules: [rules[0], rules[1]],
      approverIds: ['anna', 'ben'],
    });
    expect(approvalOf(rules, big, 'ben')).toEqual({ rules: [rules[0]], approverIds: ['anna'] });
    expect(approvalOf(rules, big, 'anna')).toBeNull();
  });

  it('asks a rule for at least one approver, each once', () => {
    expect(approverIdsSchema.safeParse([]).error?.issues[0]?.message).toBe('validation.cannot-be-empty');
    expect(approverIdsSchema.safeParse(['a', 'a']).error?.issues[0]?.message).toBe('validation.invalid');
    expect(approverIdsSchema.safeParse(['a', 'b']).success).toBe(true);
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
