import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { ORDER_TYPES, type OrderType } from './order-enums';

/**
 * Approval rules (issue 11, beyond the anchors): a company's administrator says which orders need an
 * approver. A rule is one condition and names its approvers (users of the company with
 * OrdersHandleOrderRequest); an order matches the company's rules when it meets any of them. An order meeting
 * a rule is not made: its cart becomes an order request (PENDING_APPROVAL) for the approvers of the rules it
 * meets, the same flow as an employee's request. A rule does not hold back the orders of its own approvers.
 */
export const APPROVAL_RULE_KINDS = ['MONTHLY_OVER', 'ONE_TIME_OVER', 'ORDER_TYPE', 'PRODUCT'] as const;
export type ApprovalRuleKind = (typeof APPROVAL_RULE_KINDS)[number];

/** The largest amount a rule may name (a million euros), in cents. */
export const APPROVAL_RULE_LIMITS = {
  centsMax: 100_000_000,
  productCodeMax: 100,
  rulesMax: 50,
  approversMax: 20,
} as const;

const cents = z
  .number('validation.invalid')
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(APPROVAL_RULE_LIMITS.centsMax, 'validation.invalid');

/** One condition: over an amount a month or at once (cents, VAT 0 as the change-impact figures), a type, a product. */
export const approvalConditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('MONTHLY_OVER'), cents }),
  z.object({ kind: z.literal('ONE_TIME_OVER'), cents }),
  z.object({ kind: z.literal('ORDER_TYPE'), orderType: z.enum(ORDER_TYPES, 'validation.invalid') }),
  z.object({
    kind: z.literal('PRODUCT'),
    productCode: z
      .string('validation.cannot-be-empty')
      .trim()
      .min(1, 'validation.cannot-be-empty')
      .max(APPROVAL_RULE_LIMITS.productCodeMax, 'validation.max-length'),
  }),
]);
export type ApprovalCondition = z.infer<typeof approvalConditionSchema>;

/** A user who may approve: their id and name. */
export const approverSchema = z.object({ id: z.string(), name: z.string() });
export type Approver = z.infer<typeof approverSchema>;

/** The approvers a rule names: at least one, each once. */
export const approverIdsSchema = z
  .array(z.string().trim().min(1, 'validation.cannot-be-empty').max(100, 'validation.max-length'))
  .min(1, 'validation.cannot-be-empty')
  .max(APPROVAL_RULE_LIMITS.approversMax, 'validation.invalid')
  .refine((ids) => new Set(ids).size === ids.length, 'validation.invalid');

/** A new rule: its condition and who approves the orders meeting it. */
export const newApprovalRuleSchema = z.object({
  condition: approvalConditionSchema,
  approverIds: approverIdsSchema,
});
export type NewApprovalRule = z.infer<typeof newApprovalRuleSchema>;

export const approvalRuleSchema = z.object({
  id: z.string(),
  condition: approvalConditionSchema,
  approvers: z.array(approverSchema),
  createdByName: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

/** A stored rule's columns: its kind names the one column it uses. */
export interface ApprovalRuleColumns {
  kind: string;
  cents: number | null;
  orderType: string | null;
  productCode: string | null;
}

/** The condition a stored rule holds. */
export function approvalConditionOf(row: ApprovalRuleColumns): ApprovalCondition {
  switch (row.kind) {
    case 'MONTHLY_OVER':
    case 'ONE_TIME_OVER':
      return { kind: row.kind, cents: row.cents ?? 0 };
    case 'ORDER_TYPE':
      return { kind: 'ORDER_TYPE', orderType: row.orderType as OrderType };
    default:
      return { kind: 'PRODUCT', productCode: row.productCode ?? '' };
  }
}

/** The figures an order is tested with: its change-impact totals, its §4 type and its products. */
export interface ApprovalFigures {
  monthlyCents: number;
  oneTimeCents: number;
  orderType: OrderType | string;
  productCodes: readonly string[];
}

/** Whether one condition holds for the order's figures ("over" is strictly more than the amount). */
export function conditionMatches(condition: ApprovalCondition, figures: ApprovalFigures): boolean {
  switch (condition.kind) {
    case 'MONTHLY_OVER':
      return figures.monthlyCents > condition.cents;
    case 'ONE_TIME_OVER':
      return figures.oneTimeCents > condition.cents;
    case 'ORDER_TYPE':
      return figures.orderType === condition.orderType;
    case 'PRODUCT':
      return figures.productCodes.some((code) => code.toLowerCase() === condition.productCode.toLowerCase());
  }
}

/** The rules the order meets; none means no approval is needed. */
export function matchingApprovalRules<R extends { condition: ApprovalCondition }>(
  rules: readonly R[],
  figures: ApprovalFigures,
): R[] {
  return rules.filter((rule) => conditionMatches(rule.condition, figures));
}

/**
 * Who must approve the orderer's order: the rules it meets that do not name the orderer as an approver, and
 * those rules' approvers (each once, in the rules' order). Null when no rule holds the order back.
 */
export function approvalOf<R extends { condition: ApprovalCondition; approverIds: readonly string[] }>(
  rules: readonly R[],
  figures: ApprovalFigures,
  ordererId: string,
): { rules: R[]; approverIds: string[] } | null {
  const holding = matchingApprovalRules(rules, figures).filter(
    (rule) => !rule.approverIds.includes(ordererId),
  );
  if (holding.length === 0) return null;
  return { rules: holding, approverIds: [...new Set(holding.flatMap((rule) => rule.approverIds))] };
}

/**
 * The rule and its approvers as an audit subject, in codes the audit log names in its reader's language
 * ('MONTHLY_OVER 100.00 € (Maria Manninen)'); no approver named means the company's approvers.
 */
export function approvalRuleSubject(condition: ApprovalCondition, approverNames: readonly string[]): string {
  const approvers = `(${approverNames.join(', ') || '–'})`;
  switch (condition.kind) {
    case 'MONTHLY_OVER':
    case 'ONE_TIME_OVER':
      return `${condition.kind} ${(condition.cents / 100).toFixed(2)} € ${approvers}`;
    case 'ORDER_TYPE':
      return `${condition.kind} ${condition.orderType} ${approvers}`;
    case 'PRODUCT':
      return `${condition.kind} ${condition.productCode} ${approvers}`;
  }
}

export const approvalRuleParamsSchema = companyParamsSchema.extend({ ruleId: z.uuid() });

const rules = '/api/businesses/:id/approvalrules';

/**
 * The company's approval rules: listed, added one at a time with their approvers, their approvers changed and
 * the rule removed with If-Match; the users who may be named as approvers are listed for the choice.
 */
export const approvalRuleCalls = namedCalls('approvalRule', {
  list: defineCall({
    method: 'GET',
    path: rules,
    params: companyParamsSchema,
    response: z.object({ items: z.array(approvalRuleSchema) }),
  }),
  approvers: defineCall({
    method: 'GET',
    path: `${rules}/approvers`,
    params: companyParamsSchema,
    response: z.object({ items: z.array(approverSchema) }),
  }),
  create: defineCall({
    method: 'POST',
    path: rules,
    params: companyParamsSchema,
    body: newApprovalRuleSchema,
    status: 201,
    response: approvalRuleSchema,
  }),
  setApprovers: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${rules}/:ruleId/approvers`,
    params: approvalRuleParamsSchema,
    body: z.object({ approverIds: approverIdsSchema }),
    response: approvalRuleSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    versioned: true,
    path: `${rules}/:ruleId`,
    params: approvalRuleParamsSchema,
    status: 204,
    response: null,
  }),
});
