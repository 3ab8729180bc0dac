import {
  BILLING_TYPES,
  CHARACTERISTIC_TYPES,
  NUMBER_TYPES,
  OFFERING_TYPES,
  ORDER_CATEGORIES,
  PRODUCT_RULE_KINDS,
  VALIDATION_RULES,
  type Bundle,
  type BundleStructure,
  type CatalogueProduct,
  type Characteristic,
  type Offering,
  type Price,
  type ProductPrices,
  type ProductRuleKind,
} from '@kaista/domain/ordering';
import type { CharacteristicRow, PriceRow, ProductRow, StructureRows } from './catalogue.repo';

/** Catalogue rows are data anyone may add; a value outside the domain's lists falls back, never crashes. */
const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;
const optionalOneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;

export function toPrice(row: PriceRow): Price {
  const recurring = row.billingType === 'RECURRING';
  return {
    valueCents: row.valueCents,
    currencyIso: 'EUR',
    billingType: oneOf(BILLING_TYPES, row.billingType, 'ONE_TIME'),
    unit: recurring ? 'MONTH' : 'ONE',
    termPeriod: recurring && row.termMonths ? { amount: row.termMonths, unit: 'MONTH' } : null,
  };
}

function toPlainCharacteristic(row: CharacteristicRow): Characteristic {
  return {
    code: row.code,
    name: row.name,
    type: oneOf(CHARACTERISTIC_TYPES, row.type, 'TEXT'),
    mandatory: row.mandatory,
    editable: row.editable,
    visible: row.visible,
    displayPriority: row.displayPriority,
    defaultValue: row.defaultValue,
    valueConstraints: {
      values: row.choices,
      validationRule: optionalOneOf(VALIDATION_RULES, row.validationRule),
      minLength: row.minLength,
      maxLength: row.maxLength,
      minValue: row.minValue,
      maxValue: row.maxValue,
    },
  };
}

/**
 * A product's characteristic; a composite one (maxEntries set) with its components, the product's rows
 * naming it as their parent, which are no characteristics of the product on their own.
 */
export function toCharacteristic(row: CharacteristicRow, rows: readonly CharacteristicRow[]): Characteristic {
  const characteristic = toPlainCharacteristic(row);
  if (row.maxEntries === null) return characteristic;
  const components = rows
    .filter((candidate) => candidate.productCode === row.productCode && candidate.parentCode === row.code)
    .map(toPlainCharacteristic)
    .sort((a, b) => a.displayPriority - b.displayPriority);
  return {
    ...characteristic,
    composite: {
      componentCharacteristics: components,
      maxEntries: Math.max(1, row.maxEntries),
      standardEntries: row.standardEntries,
    },
  };
}

const pricesFor = (code: string, prices: readonly PriceRow[]) =>
  prices.filter((price) => price.productCode === code).map(toPrice);

/** A product with its prices, as the price list (§7 POST /prices, GET /prices/{id}) answers it. */
export function toProductPrices(row: ProductRow, prices: readonly PriceRow[]): ProductPrices {
  return {
    id: row.code,
    name: row.name,
    category: oneOf(ORDER_CATEGORIES, row.category, 'subscriptions'),
    offeringType: oneOf(OFFERING_TYPES, row.offeringType, 'SUBSCRIPTION'),
    prices: pricesFor(row.code, prices),
  };
}

export function toOffering(row: ProductRow, prices: readonly PriceRow[]): Offering {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    category: oneOf(ORDER_CATEGORIES, row.category, 'subscriptions'),
    offeringType: oneOf(OFFERING_TYPES, row.offeringType, 'SUBSCRIPTION'),
    imageUrl: row.imageUrl,
    prices: pricesFor(row.code, prices),
    stock: row.stock,
    rootBundleTemplateId: row.rootTemplateId ?? '',
  };
}

function toProduct(row: ProductRow, rows: StructureRows): CatalogueProduct {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    offeringType: oneOf(OFFERING_TYPES, row.offeringType, 'SUBSCRIPTION'),
    category: oneOf(ORDER_CATEGORIES, row.category, 'subscriptions'),
    imageUrl: row.imageUrl,
    prices: pricesFor(row.code, rows.prices),
    numberType: optionalOneOf(NUMBER_TYPES, row.numberType),
    stock: row.stock,
    characteristics: rows.characteristics
      .filter((c) => c.productCode === row.code && c.parentCode === null)
      .map((c) => toCharacteristic(c, rows.characteristics)),
  };
}

export function toBundleStructure(rows: StructureRows): BundleStructure {
  const bundles: Bundle[] = rows.bundles.map((bundle) => ({
    originalId: bundle.id,
    name: bundle.name,
    parentId: bundle.parentId,
    mainProductBundle: bundle.mainProductBundle,
    orderLevelSelection: bundle.orderLevelSelection,
    displayPriority: bundle.displayPriority,
    minItemsRequired: bundle.minItems,
    maxItemsAllowed: bundle.maxItems,
    requiredProducts: bundle.requiredProducts,
    childBundles: rows.bundles.filter((child) => child.parentId === bundle.id).map((child) => child.id),
    products: rows.bundleProducts
      .filter((product) => product.bundleId === bundle.id)
      .map((product) => ({ code: product.productCode, defaultProduct: product.defaultProduct })),
  }));
  return {
    rootBundleTemplateId: rows.template.id,
    name: rows.template.name,
    bundles: bundles.sort((a, b) => a.displayPriority - b.displayPriority),
    products: rows.products.filter((row) => row.active).map((row) => toProduct(row, rows)),
    rules: rows.rules.flatMap((rule) =>
      (PRODUCT_RULE_KINDS as readonly string[]).includes(rule.kind)
        ? [{ kind: rule.kind as ProductRuleKind, productCode: rule.productCode, targetCode: rule.targetCode }]
        : [],
    ),
  };
}
