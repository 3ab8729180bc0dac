import { z } from 'zod';
import { BILLING_TYPES, NUMBER_TYPES, OFFERING_TYPES, ORDER_CATEGORIES } from './order-categories';
import { CHARACTERISTIC_TYPES, VALIDATION_RULES } from './characteristic-kinds';

/** §3 price: exact integer cents in EUR; a recurring price is per month, optionally for a term of months. */
export const priceSchema = z.object({
  valueCents: z.number().int(),
  currencyIso: z.literal('EUR'),
  billingType: z.enum(BILLING_TYPES),
  unit: z.enum(['MONTH', 'ONE']),
  termPeriod: z.object({ amount: z.number().int().positive(), unit: z.literal('MONTH') }).nullable(),
});
export type Price = z.infer<typeof priceSchema>;

/** §3 characteristic value constraints: the allowed values (for a choice) and the §5 constraint kinds. */
export const valueConstraintsSchema = z.object({
  values: z.array(z.object({ code: z.string(), name: z.string() })),
  validationRule: z.enum(VALIDATION_RULES).nullable(),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
  minValue: z.number().int().nullable(),
  maxValue: z.number().int().nullable(),
});

const plainCharacteristicSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(CHARACTERISTIC_TYPES),
  mandatory: z.boolean(),
  editable: z.boolean(),
  visible: z.boolean(),
  displayPriority: z.number().int(),
  defaultValue: z.string().nullable(),
  valueConstraints: valueConstraintsSchema,
});

/** §3 composite entry: one row of a composite characteristic, its component values by component code. */
export const compositeEntrySchema = z.record(z.string(), z.string());
export type CompositeEntry = z.infer<typeof compositeEntrySchema>;

/**
 * §3 composite: a characteristic made of rows (an APN list, fixed IP addresses), each row a value of every
 * component characteristic; the catalogue's standard entries (a standard APN) come first and stay as they are.
 */
export const compositeSchema = z.object({
  componentCharacteristics: z.array(plainCharacteristicSchema),
  maxEntries: z.number().int().min(1),
  standardEntries: z.array(compositeEntrySchema),
});
export type Composite = z.infer<typeof compositeSchema>;

/**
 * §3 characteristic of a product: what the orderer fills in for each selection (number, ICCID, user…); a
 * composite one holds rows of component values instead of one value.
 */
export const characteristicSchema = plainCharacteristicSchema.extend({
  composite: compositeSchema.optional(),
});
export type Characteristic = z.infer<typeof characteristicSchema>;

/** §3 product of a bundle structure, with its prices and characteristics. */
export const catalogueProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  offeringType: z.enum(OFFERING_TYPES),
  category: z.enum(ORDER_CATEGORIES),
  imageUrl: z.string().nullable(),
  prices: z.array(priceSchema),
  numberType: z.enum(NUMBER_TYPES).nullable(),
  /** Units in stock for a device; null for what is not stocked (a subscription, a package). */
  stock: z.number().int().nullable(),
  characteristics: z.array(characteristicSchema),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** §3 bundle of a bundle structure: which products may be chosen, how many, and under which parent product. */
export const bundleSchema = z.object({
  originalId: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  mainProductBundle: z.boolean(),
  orderLevelSelection: z.boolean(),
  displayPriority: z.number().int(),
  minItemsRequired: z.number().int().min(0),
  maxItemsAllowed: z.number().int().min(1),
  /** A child bundle applies only while one of these products is chosen in its parent (empty: any). */
  requiredProducts: z.array(z.string()),
  childBundles: z.array(z.string()),
  products: z.array(z.object({ code: z.string(), defaultProduct: z.boolean() })),
});
export type Bundle = z.infer<typeof bundleSchema>;

/**
 * The catalogue's rules between the products of one selection (§4, §5, §7 /restrictions, /prerequisites,
 * /modifications): a restriction (EXCLUDES) keeps two products apart, a prerequisite (REQUIRES) lets a product
 * be chosen only with another, and a modification (MODIFIES) takes another product out when this one comes in.
 */
export const PRODUCT_RULE_KINDS = ['EXCLUDES', 'REQUIRES', 'MODIFIES'] as const;
export type ProductRuleKind = (typeof PRODUCT_RULE_KINDS)[number];
export const productRuleSchema = z.object({
  kind: z.enum(PRODUCT_RULE_KINDS),
  productCode: z.string(),
  targetCode: z.string(),
});
export type ProductRule = z.infer<typeof productRuleSchema>;

/**
 * §7 GET /restrictions, /prerequisites, /modifications: the catalogue rules of one kind that the cart's chosen
 * products bring, per order line, each product named by its offering type and name (§5).
 */
export const cartRulesSchema = z.object({
  rules: z.array(
    z.object({
      orderlineBundleNo: z.number().int(),
      kind: z.enum(PRODUCT_RULE_KINDS),
      product: z.object({ code: z.string(), name: z.string(), offeringType: z.enum(OFFERING_TYPES) }),
      target: z.object({ code: z.string(), name: z.string(), offeringType: z.enum(OFFERING_TYPES) }),
    }),
  ),
});
export type CartRules = z.infer<typeof cartRulesSchema>;

/** §3 bundle structure: one root template, its bundles, every product they offer and the rules between them. */
export const bundleStructureSchema = z.object({
  rootBundleTemplateId: z.string(),
  name: z.string(),
  bundles: z.array(bundleSchema),
  products: z.array(catalogueProductSchema),
  rules: z.array(productRuleSchema).default([]),
});
export type BundleStructure = z.infer<typeof bundleStructureSchema>;

/** One offering as the category tabs list it: its main product and the root template it is ordered with. */
export const offeringSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(ORDER_CATEGORIES),
  offeringType: z.enum(OFFERING_TYPES),
  imageUrl: z.string().nullable(),
  prices: z.array(priceSchema),
  stock: z.number().int().nullable(),
  rootBundleTemplateId: z.string(),
});
export type Offering = z.infer<typeof offeringSchema>;

export const offeringsQuerySchema = z.object({ category: z.enum(ORDER_CATEGORIES).optional() });

export const catalogueAnswerSchema = z.object({
  categories: z.array(z.enum(ORDER_CATEGORIES)),
  offerings: z.array(offeringSchema),
});
