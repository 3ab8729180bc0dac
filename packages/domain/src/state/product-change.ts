import { defaultProductCodes, findBundle, type BundleTemplate } from './bundle-template';

/** Selected product codes per bundle id. */
export type BundleSelections = Readonly<Record<string, readonly string[]>>;

function descendantIds(bundle: BundleTemplate): string[] {
  return (bundle.childBundles ?? []).flatMap((child) => [child.originalId, ...descendantIds(child)]);
}

function withoutBundles(selections: BundleSelections, ids: readonly string[]): BundleSelections {
  return Object.fromEntries(Object.entries(selections).filter(([id]) => !ids.includes(id)));
}

/** §4 remove: takes the product out of the bundle's selection. */
export function removeProductFromBundle(
  selections: BundleSelections,
  bundleId: string,
  code: string,
): BundleSelections {
  return { ...selections, [bundleId]: (selections[bundleId] ?? []).filter((c) => c !== code) };
}

/**
 * §4 change: the product replaces the bundle's previous selection, and child bundles that needed a replaced
 * product (and are not satisfied by the new one) are dropped with their own children.
 */
export function changeProductInBundle(
  bundles: readonly BundleTemplate[],
  selections: BundleSelections,
  bundleId: string,
  code: string,
): BundleSelections {
  const replaced = (selections[bundleId] ?? []).filter((c) => c !== code);
  const orphans = (findBundle(bundles, bundleId)?.childBundles ?? []).filter((child) => {
    const required = child.requiredProducts ?? [];
    return required.some((r) => replaced.includes(r)) && !required.includes(code);
  });
  const dropped = orphans.flatMap((child) => [child.originalId, ...descendantIds(child)]);
  return { ...withoutBundles(selections, dropped), [bundleId]: [code] };
}

/** §4 add: adds the product, and the default products of child bundles requiring it (and so on downwards). */
export function addProductToBundle(
  bundles: readonly BundleTemplate[],
  selections: BundleSelections,
  bundleId: string,
  code: string,
): BundleSelections {
  const current = selections[bundleId] ?? [];
  let next: BundleSelections = current.includes(code)
    ? selections
    : { ...selections, [bundleId]: [...current, code] };
  const dependants = (findBundle(bundles, bundleId)?.childBundles ?? []).filter((child) =>
    child.requiredProducts?.includes(code),
  );
  for (const child of dependants) {
    for (const defaultCode of defaultProductCodes(child)) {
      next = addProductToBundle(bundles, next, child.originalId, defaultCode);
    }
  }
  return next;
}
