import type { Database } from '../db/client';
import {
  catalogueBundleProducts,
  catalogueProductRules,
  catalogueBundles,
  catalogueCharacteristics,
  cataloguePrices,
  catalogueProducts,
  catalogueRootTemplates,
  numberPool,
  operatorNumbers,
} from '../db/schema';
import {
  DEMO_BUNDLES,
  DEMO_PRODUCT_RULES,
  DEMO_CHARACTERISTICS,
  DEMO_PRODUCTS,
  DEMO_ROOT_TEMPLATES,
  type DemoProduct,
} from './demo-catalogue-data';
import { DEMO_COMPANY } from './demo-ids';

function pricesOf(product: DemoProduct) {
  const prices = [];
  if (product.monthly !== undefined)
    prices.push({ billingType: 'RECURRING', valueCents: product.monthly, termMonths: product.term ?? null });
  if (product.once !== undefined)
    prices.push({ billingType: 'ONE_TIME', valueCents: product.once, termMonths: null });
  return prices.map((price, position) => ({ productCode: product.code, position, ...price }));
}

const NUMBER_TYPE_OF: Record<string, string> = {
  NUM_NEW: 'VOICE_POSTPAID',
  NUM_PORT: 'VOICE_POSTPAID',
  NUM_CSN: 'VOICE_POSTPAID',
  NUM_DATA: 'DATA_POSTPAID',
  NUM_FIXED: 'FIXED',
};

/** The operator's demo catalogue (§3): subscriptions, broadband, switchboard, devices and accessories. */
async function seedCatalogue(db: Database): Promise<void> {
  await db.insert(catalogueRootTemplates).values(DEMO_ROOT_TEMPLATES.map(([id, name]) => ({ id, name })));
  await db.insert(catalogueProducts).values(
    DEMO_PRODUCTS.map((product, index) => ({
      code: product.code,
      name: product.name,
      description: product.description ?? '',
      category: product.category,
      offeringType: product.type,
      numberType: NUMBER_TYPE_OF[product.code] ?? null,
      stock: product.stock ?? null,
      rootTemplateId: product.root ?? null,
      displayPriority: index,
    })),
  );
  await db.insert(cataloguePrices).values(DEMO_PRODUCTS.flatMap(pricesOf));
  await db.insert(catalogueBundles).values(
    DEMO_BUNDLES.map((bundle) => ({
      id: bundle.id,
      rootTemplateId: bundle.root,
      name: bundle.name,
      parentId: bundle.parent,
      mainProductBundle: bundle.parent === null,
      displayPriority: bundle.priority,
      minItems: bundle.min,
      maxItems: bundle.max,
      requiredProducts: bundle.requires ?? [],
    })),
  );
  await db.insert(catalogueBundleProducts).values(
    DEMO_BUNDLES.flatMap((bundle) =>
      bundle.products.map(([productCode, defaultProduct], position) => ({
        bundleId: bundle.id,
        productCode,
        defaultProduct,
        position,
      })),
    ),
  );
  await db.insert(catalogueProductRules).values(
    DEMO_PRODUCT_RULES.map((rule) => ({
      rootTemplateId: rule.root,
      kind: rule.kind,
      productCode: rule.product,
      targetCode: rule.target,
    })),
  );
  await db.insert(catalogueCharacteristics).values(
    DEMO_CHARACTERISTICS.map((characteristic) => ({
      productCode: characteristic.product,
      code: characteristic.code,
      name: characteristic.name,
      type: characteristic.type,
      mandatory: characteristic.mandatory ?? false,
      editable: characteristic.editable ?? true,
      displayPriority: characteristic.priority,
      defaultValue: characteristic.defaultValue ?? null,
      validationRule: characteristic.rule ?? null,
      maxLength: characteristic.maxLength ?? null,
      minValue: characteristic.minValue ?? null,
      maxValue: characteristic.maxValue ?? null,
      choices: characteristic.choices ?? [],
      parentCode: characteristic.parent ?? null,
      maxEntries: characteristic.maxEntries ?? null,
      standardEntries: characteristic.standardEntries ?? [],
    })),
  );
}

const QUARANTINE_END = new Date(Date.UTC(2027, 1, 1));

/**
 * The operator's free range, where new numbers come from (decision 011): a few in quarantine. Migration 0070
 * gives a database seeded before it the same numbers.
 */
function operatorRange() {
  const row = (numberType: string, base: string, index: number) => {
    const quarantined = index % 17 === 3;
    return {
      number: `${base}${String(index).padStart(5, '0')}`,
      numberType,
      status: quarantined ? 'QUARANTINE' : 'AVAILABLE',
      availableFrom: quarantined ? QUARANTINE_END : null,
    };
  };
  return [
    ...Array.from({ length: 200 }, (_, i) => row('VOICE_POSTPAID', '+3585070', 100 + i)),
    ...Array.from({ length: 50 }, (_, i) => row('DATA_POSTPAID', '+3585079', 100 + i)),
    ...Array.from({ length: 50 }, (_, i) => row('FIXED', '+35810750', 2000 + i)),
  ];
}

/**
 * Each company's number register (its CSN): Aurora has plenty (a few in quarantine, some taken), Pohjola's voice range is
 * almost exhausted, Kettu has none (its CSN numbers come from the operator’s range: the info), so the §4 number
 * range warnings all show somewhere.
 */
function numbersOf(companyId: string, prefix: string, voice: number, data: number, fixed: number) {
  const row = (numberType: string, base: string, index: number) => {
    const status = index % 11 === 5 ? 'TAKEN' : index % 17 === 3 ? 'QUARANTINE' : 'AVAILABLE';
    return {
      companyId,
      number: `${base}${String(index).padStart(5, '0')}`,
      numberType,
      status,
      availableFrom: status === 'QUARANTINE' ? QUARANTINE_END : null,
    };
  };
  return [
    ...Array.from({ length: voice }, (_, i) => row('VOICE_POSTPAID', `+358${prefix}71`, 100 + i)),
    ...Array.from({ length: data }, (_, i) => row('DATA_POSTPAID', `+358${prefix}79`, 100 + i)),
    ...Array.from({ length: fixed }, (_, i) => row('FIXED', '+3589750', 2000 + i)),
  ];
}

export async function seedOrdering(db: Database): Promise<void> {
  await seedCatalogue(db);
  await db
    .insert(numberPool)
    .values([
      ...numbersOf(DEMO_COMPANY.aurora, '45', 60, 20, 20),
      ...numbersOf(DEMO_COMPANY.pohjola, '44', 10, 5, 0),
    ]);
  await db.insert(operatorNumbers).values(operatorRange());
}
