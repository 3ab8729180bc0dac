import { z } from 'zod';
import type { BundleStructure } from './catalogue';
import { CHARACTERISTIC_CODES } from './characteristic-kinds';
import { valueKey, type CartLine } from './cart-document';
import { NUMBER_TYPES, type NumberType } from './order-categories';
import {
  NUMBER_KINDS,
  NUMBER_RANGE_WARNINGS,
  numberKindOf,
  numberRangeWarning,
  type NumberKind,
} from './number-rules';

/** The characteristic a subscription's user is named by (§3 order-item attributes: the selection's user). */
export const USER_NAME_CODE = 'userName';

/** §7 GET /numberresources: matchEndUser names each number's end user (the selection's user, else the cart's). */
export const numberResourcesQuerySchema = z.object({
  matchEndUser: z.enum(['true', 'false']).default('false'),
});

/** One selection's number from a range (decision 011): a new one (operator's range) or a CSN one (register). */
export const numberResourceSchema = z.object({
  orderlineBundleNo: z.number().int(),
  bundleNo: z.number().int(),
  productCode: z.string(),
  /** The order line's main product, by name (what the number is for). */
  lineName: z.string(),
  numberType: z.enum(NUMBER_TYPES),
  kind: z.enum(NUMBER_KINDS),
  /** The number reserved for it, or null: then one is assigned (POST) or taken at submit. */
  number: z.string().nullable(),
  /** With matchEndUser: who will use the number, by name; null when no one is named yet. */
  endUser: z.string().nullable(),
});
export type NumberResource = z.infer<typeof numberResourceSchema>;

/**
 * A kind and type the cart needs numbers of: how many its range (the operator's for NEW, the register for
 * CSN) has free and the §4 range warning.
 */
export const numberRangeSchema = z.object({
  numberType: z.enum(NUMBER_TYPES),
  kind: z.enum(NUMBER_KINDS),
  available: z.number().int(),
  /** The cart's numbers of this type still without a number. */
  needed: z.number().int(),
  warning: z.enum(NUMBER_RANGE_WARNINGS).nullable(),
});

export const numberResourcesSchema = z.object({
  resources: z.array(numberResourceSchema),
  ranges: z.array(numberRangeSchema),
});
export type NumberResources = z.infer<typeof numberResourcesSchema>;

/** §7 POST /numberresources (assignNumbers): every number still open gets one, or only those of one type. */
export const assignNumbersSchema = z.object({ numberType: z.enum(NUMBER_TYPES).optional() });

/** §7 GET /selfdefinednumbersallowed: whether the orderer may type the number they want (decision 011). */
export const selfDefinedNumbersQuerySchema = z.object({
  numberType: z.enum(NUMBER_TYPES).default('VOICE_POSTPAID'),
  kind: z.enum(NUMBER_KINDS).default('NEW'),
});
export const selfDefinedNumbersSchema = z.object({
  numberType: z.enum(NUMBER_TYPES),
  kind: z.enum(NUMBER_KINDS),
  allowed: z.boolean(),
});
export type SelfDefinedNumbers = z.infer<typeof selfDefinedNumbersSchema>;

/**
 * The cart's number resources: one per selection and new or CSN number product chosen in its line, in bundle
 * order, with the number its values hold. With `endUserName` (matchEndUser), each names its user: the
 * selection's own user name, else the cart's end user.
 */
export function numberResourcesOf(
  lines: readonly CartLine[],
  structures: ReadonlyMap<string, BundleStructure>,
  endUserName: string | null | undefined,
): NumberResource[] {
  return lines.flatMap((line) => {
    const structure = structures.get(line.rootBundleTemplateId);
    if (!structure) return [];
    const chosen = line.products.flatMap((p) => {
      const product = structure.products.find((candidate) => candidate.code === p.productCode);
      return product ? [product] : [];
    });
    const numbered = chosen.flatMap((product) => {
      const kind = numberKindOf(product.offeringType);
      return kind ? [{ product, kind }] : [];
    });
    const main = structure.bundles.find((bundle) => bundle.mainProductBundle);
    const mainCode = line.products.find((p) => p.bundleTemplateId === main?.originalId)?.productCode;
    const lineName = structure.products.find((p) => p.code === mainCode)?.name ?? structure.name;
    return line.selections.flatMap((selection) =>
      numbered.map(({ product, kind }) => {
        const userName = chosen
          .map((p) => selection.values[valueKey(p.code, USER_NAME_CODE)])
          .find((value) => value !== undefined && value !== '');
        return {
          orderlineBundleNo: line.orderlineBundleNo,
          bundleNo: selection.bundleNo,
          productCode: product.code,
          lineName,
          numberType: product.numberType ?? 'VOICE_POSTPAID',
          kind,
          number: selection.values[valueKey(product.code, CHARACTERISTIC_CODES.number)] || null,
          endUser: endUserName === undefined ? null : (userName ?? endUserName ?? null),
        };
      }),
    );
  });
}

/**
 * Per kind and number type the cart uses: the range's free numbers against the open ones, with the §4
 * warning. A CSN number the register lacks is taken from the operator's range, so a short register is an
 * info while the operator's numbers left over by the cart's own new ones cover it.
 */
export function numberRanges(
  resources: readonly NumberResource[],
  available: (kind: NumberKind, numberType: NumberType) => number,
) {
  const open = (kind: NumberKind, numberType: NumberType) =>
    resources.filter((r) => r.kind === kind && r.numberType === numberType && r.number === null).length;
  const keys = [...new Set(resources.map((r) => `${r.kind}:${r.numberType}`))];
  return keys.map((key) => {
    const [kind, numberType] = key.split(':') as [NumberKind, NumberType];
    const needed = open(kind, numberType);
    const free = available(kind, numberType);
    const csn =
      kind === 'CSN'
        ? { spare: Math.max(0, available('NEW', numberType) - open('NEW', numberType)) }
        : undefined;
    return { numberType, kind, available: free, needed, warning: numberRangeWarning(free, needed, csn) };
  });
}
