import { FIELD_ERROR_KEYS, type FieldError } from './field-errors';

export type IncompatibleProduct = { offeringType: string; productName: string };

/** §5: incompatible products are reported listing each product's offering type and name. */
export function incompatibleProductsError(products: readonly IncompatibleProduct[]): FieldError | null {
  if (products.length === 0) return null;
  const list = products.map((p) => `${p.offeringType}: ${p.productName}`).join(', ');
  return { key: FIELD_ERROR_KEYS.incompatibleProducts, params: { products: list } };
}
