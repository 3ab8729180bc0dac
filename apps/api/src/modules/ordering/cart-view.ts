import {
  addTotals,
  bundleIssues,
  cartDetailsOf,
  characteristicError,
  characteristicField,
  compositeProblemField,
  compositeProblems,
  effectiveCharacteristic,
  isValidTransferTime,
  needsDelivery,
  PORT_IN_CODES,
  pickB2bCart,
  priceTotals,
  totalItems,
  valueKey,
  ZERO_TOTALS,
  type BundleStructure,
  type Cart,
  type CartCharacteristic,
  type CartIssue,
  type CartLine,
  type CartLineView,
  type CartSummary,
} from '@kaista/domain/ordering';
import type { CartRow } from './carts.repo';

export type Structures = ReadonlyMap<string, BundleStructure>;

/** A line's chosen products with their bundles, as the structure has them; one it no longer has is left out. */
export const productsOf = (structure: BundleStructure, line: CartLine) =>
  line.products.flatMap((chosen) => {
    const product = structure.products.find((candidate) => candidate.code === chosen.productCode);
    return product ? [{ product, bundleTemplateId: chosen.bundleTemplateId }] : [];
  });

function lineView(structure: BundleStructure, line: CartLine): CartLineView {
  const products = productsOf(structure, line);
  const quantity = line.selections.length;
  const totals = products.reduce(
    (sum, { product }) => addTotals(sum, priceTotals(product.prices, quantity)),
    ZERO_TOTALS,
  );
  return {
    orderlineBundleNo: line.orderlineBundleNo,
    rootBundleTemplateId: line.rootBundleTemplateId,
    name: structure.name,
    quantity,
    products: products.map(({ product, bundleTemplateId }) => ({
      code: product.code,
      name: product.name,
      offeringType: product.offeringType,
      bundleTemplateId,
      prices: product.prices,
    })),
    selections: line.selections.map((selection) => ({
      bundleNo: selection.bundleNo,
      characteristics: products.flatMap(({ product }) =>
        product.characteristics
          .map((characteristic) => effectiveCharacteristic(characteristic, product.offeringType))
          .filter((characteristic) => characteristic.visible)
          .map((characteristic) => {
            const key = valueKey(product.code, characteristic.code);
            return characteristic.composite
              ? {
                  ...characteristic,
                  productCode: product.code,
                  value: null,
                  entries: selection.composites?.[key] ?? [],
                }
              : {
                  ...characteristic,
                  productCode: product.code,
                  value: selection.values[key] ?? characteristic.defaultValue,
                };
          }),
      ),
    })),
    totals,
  };
}

/** §4, §5: a composite's rows are ordered complete and valid, each problem at its row's component. */
function compositeIssues(bundleNo: number, characteristic: CartCharacteristic): CartIssue[] {
  const { composite, productCode, code } = characteristic;
  if (!composite) return [];
  return compositeProblems(composite, characteristic.mandatory, characteristic.entries ?? [], false).map(
    (problem) => ({
      field: compositeProblemField(bundleNo, productCode, code, problem),
      key: problem.key,
      ...(problem.params ? { params: problem.params } : {}),
    }),
  );
}

/** What keeps the line from being ordered: bundles out of their min/max, characteristics not valid (§5). */
function lineIssues(structure: BundleStructure, line: CartLine, view: CartLineView, now: Date): CartIssue[] {
  const bundles = bundleIssues(structure, line.products).map((issue) => ({
    field: `${line.orderlineBundleNo}.${issue.bundleTemplateId}`,
    key: issue.reason === 'MIN_ITEMS' ? 'ordering.issues.min-items' : 'ordering.issues.max-items',
  }));
  const values = view.selections.flatMap((selection) =>
    selection.characteristics.flatMap((characteristic): CartIssue[] => {
      if (characteristic.composite) return compositeIssues(selection.bundleNo, characteristic);
      const error = characteristicError(characteristic, characteristic.value);
      if (!error) return [];
      const field = characteristicField(selection.bundleNo, characteristic.productCode, characteristic.code);
      return [{ field, key: error.key, ...(error.params ? { params: error.params } : {}) }];
    }),
  );
  // §8 INVALID_TRANSFER_TIME: a port-in's transfer time that has passed out of the porting window since.
  const transfers = line.selections.flatMap((selection) =>
    Object.entries(selection.values)
      .filter(
        ([key, value]) => key.endsWith(`.${PORT_IN_CODES.transferTime}`) && !isValidTransferTime(value, now),
      )
      .map(([key]) => ({ field: `${selection.bundleNo}.${key}`, key: 'error.invalid-transfer-time' })),
  );
  return [...bundles, ...values, ...transfers];
}

/** The cart as the order capture shows it, built from its document and the catalogue it was filled from. */
export function toCart(row: CartRow, structures: Structures, now: Date = new Date()): Cart {
  const lines = row.lines.flatMap((line) => {
    const structure = structures.get(line.rootBundleTemplateId);
    return structure ? [{ line, structure, view: lineView(structure, line) }] : [];
  });
  return {
    code: row.code,
    channel: row.channel === 'PARTNER_PORTAL' ? 'PARTNER_PORTAL' : 'B2B',
    active: row.active,
    version: row.version,
    totalItems: totalItems(row.lines),
    lines: lines.map(({ view }) => view),
    totals: lines.reduce((sum, { view }) => addTotals(sum, view.totals), ZERO_TOTALS),
    issues: lines.flatMap(({ line, structure, view }) => lineIssues(structure, line, view, now)),
    details: cartDetailsOf(row.details),
    needsDelivery: needsDelivery(lines.flatMap(({ view }) => view.products.map((p) => p.offeringType))),
  };
}

/** §2 services badge and §4 lifecycle: the B2B cart the user works on, if any, and its items. */
export function toCartSummary(rows: readonly CartRow[]): CartSummary {
  const cart = pickB2bCart(
    rows.map(
      (row) => ({ ...row, channel: row.channel === 'PARTNER_PORTAL' ? 'PARTNER_PORTAL' : 'B2B' }) as const,
    ),
  );
  return { code: cart?.code ?? null, totalItems: cart ? totalItems(cart.lines) : 0 };
}
