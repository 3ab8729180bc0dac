import { z } from 'zod';
import type { CartDetails } from './cart-details';
import type { CartIssue } from './cart';
import { API_ERROR_TEXTS } from '../shared/api/api-error-codes';
import { apiErrorMessageKey, apiErrorTextKey } from '../shared/api/api-error-messages';
import { PORT_IN_POA_REFUSALS, type PortInPoaRefusal } from './port-in-poa';

/**
 * §7 POST /preordercheck?actions: the checks run before an order is created. SALES_BAN is the credit
 * control's ban on new sales; CONTENTS the §4/§5 rules of the order lines; DETAILS the payer and the delivery
 * address the order needs.
 */
export const PREORDER_ACTIONS = ['SALES_BAN', 'CONTENTS', 'DETAILS'] as const;
export type PreorderAction = (typeof PREORDER_ACTIONS)[number];

/** The API codes a pre-order check answers, each on the field it is about. */
export const PREORDER_CODES = {
  salesBan: 'SALES_BAN',
  emptyCart: 'EMPTY_CART',
  invalidValue: 'INVALID_VALUE',
  bundleRule: 'BUNDLE_RULE',
  payerRequired: 'PAYER_REQUIRED',
  payerUnknown: 'PAYER_UNKNOWN',
  deliveryRequired: 'DELIVERY_INFO_REQUIRED',
  lockItemExpired: 'LOCK_ITEM_EXPIRED',
} as const;
export type PreorderCode = (typeof PREORDER_CODES)[keyof typeof PREORDER_CODES];

export const preorderErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  /** The translation key of the message the field shows. */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type PreorderError = z.infer<typeof preorderErrorSchema>;

export const preorderResultSchema = z.object({
  overall: z.enum(['SUCCESS', 'FAILURE']),
  actions: z.array(
    z.object({
      action: z.enum(PREORDER_ACTIONS),
      overall: z.enum(['SUCCESS', 'FAILURE']),
      errors: z.array(preorderErrorSchema),
    }),
  ),
});
export type PreorderResult = z.infer<typeof preorderResultSchema>;

/** `?actions=SALES_BAN,DETAILS`: the checks to run; all of them when none is named. */
export const preorderQuerySchema = z.object({
  actions: z
    .string()
    .max(100)
    .optional()
    .transform((value, context) => {
      if (!value) return [...PREORDER_ACTIONS];
      const names = value.split(',').map((name) => name.trim());
      const unknown = names.filter((name) => !(PREORDER_ACTIONS as readonly string[]).includes(name));
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: 'validation.choice' });
        return z.NEVER;
      }
      return names as PreorderAction[];
    }),
});

export const preorderBodySchema = z.object({ cartId: z.uuid() });

/** What a pre-order check looks at: facts the server gathered about one cart. */
export interface PreorderFacts {
  salesBan: boolean;
  lineCount: number;
  issues: readonly CartIssue[];
  details: CartDetails;
  /** Whether the payer chosen is still one of the company's billing agreements. */
  payerKnown: boolean;
  needsDelivery: boolean;
  /**
   * The port-ins whose owner change lacks a signed power of attorney, each at its field
   * (`bundleNo.productCode.poaId`) with the §4 result that refuses it.
   */
  portInPoas?: readonly { field: string; refusal: PortInPoaRefusal }[];
  /** The number fields whose reservation lapsed and whose number someone else has now (§8 'Lock item expired'). */
  lapsedNumbers?: readonly string[];
}

const error = (field: string, code: PreorderCode, key: string): PreorderError => ({ field, code, key });

function contentErrors(facts: PreorderFacts): PreorderError[] {
  if (facts.lineCount === 0)
    return [error('lines', PREORDER_CODES.emptyCart, 'ordering.preorder.EMPTY_CART')];
  const issues = facts.issues.map((issue) => ({
    field: issue.field,
    code: issue.key.startsWith('ordering.issues.') ? PREORDER_CODES.bundleRule : PREORDER_CODES.invalidValue,
    key: issue.key,
    ...(issue.params ? { params: issue.params } : {}),
  }));
  const poas = (facts.portInPoas ?? []).map(({ field, refusal }) => ({
    field,
    code: refusal,
    key: apiErrorMessageKey(refusal),
  }));
  const lapsed = (facts.lapsedNumbers ?? []).map((field) =>
    error(field, PREORDER_CODES.lockItemExpired, apiErrorTextKey(API_ERROR_TEXTS.lockItemExpired)!),
  );
  return [...issues, ...poas, ...lapsed];
}

/**
 * §5 the order's details not given yet: a billing agreement, and a delivery address when something is
 * delivered. The check refuses them; the details page counts them before it is asked.
 */
export function missingDetails(
  details: Pick<CartDetails, 'payer' | 'deliveryInfo'>,
  needsDelivery: boolean,
): ('payer' | 'deliveryInfo')[] {
  return [
    ...(details.payer ? [] : (['payer'] as const)),
    ...(needsDelivery && !details.deliveryInfo ? (['deliveryInfo'] as const) : []),
  ];
}

function detailErrors(facts: PreorderFacts): PreorderError[] {
  const missing = missingDetails(facts.details, facts.needsDelivery);
  const errors: PreorderError[] = [];
  if (missing.includes('payer'))
    errors.push(error('payer', PREORDER_CODES.payerRequired, 'ordering.preorder.PAYER_REQUIRED'));
  else if (!facts.payerKnown)
    errors.push(error('payer', PREORDER_CODES.payerUnknown, 'ordering.preorder.PAYER_UNKNOWN'));
  if (missing.includes('deliveryInfo'))
    errors.push(
      error('deliveryInfo', PREORDER_CODES.deliveryRequired, 'ordering.preorder.DELIVERY_INFO_REQUIRED'),
    );
  return errors;
}

/**
 * §5: order creation is blocked if the pre-order check has any action not overall SUCCESS. Each error names
 * its field (a characteristic's `bundleNo.productCode.code`, or payer, deliveryInfo, lines, company); a
 * port-in's missing power of attorney is a CONTENTS error with its §4 POA_* result as the code.
 */
export function preorderCheck(facts: PreorderFacts, actions: readonly PreorderAction[] = PREORDER_ACTIONS) {
  const run: Record<PreorderAction, () => PreorderError[]> = {
    SALES_BAN: () =>
      facts.salesBan ? [error('company', PREORDER_CODES.salesBan, 'order.sales-ban-error-notification')] : [],
    CONTENTS: () => contentErrors(facts),
    DETAILS: () => detailErrors(facts),
  };
  const results = actions.map((action) => {
    const errors = run[action]();
    return { action, overall: errors.length ? ('FAILURE' as const) : ('SUCCESS' as const), errors };
  });
  return {
    overall: results.every((result) => result.overall === 'SUCCESS') ? 'SUCCESS' : 'FAILURE',
    actions: results,
  } satisfies PreorderResult;
}

/** The errors of a failed check as the fieldErrors of a 400: each field's message key. */
export const preorderFieldErrors = (result: PreorderResult): Record<string, string> =>
  Object.fromEntries(result.actions.flatMap((action) => action.errors.map((e) => [e.field, e.key])));

/** The §4 POA_* result of a failed check's first port-in without its signed power of attorney, or null. */
export const preorderPoaRefusal = (result: PreorderResult): PortInPoaRefusal | null =>
  (result.actions
    .flatMap((action) => action.errors)
    .map((e) => e.code)
    .find((code) => (PORT_IN_POA_REFUSALS as readonly string[]).includes(code)) as PortInPoaRefusal) ?? null;
