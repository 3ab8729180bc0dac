import { z } from 'zod';
import { priceSchema, type BundleStructure } from './catalogue';
import { chosenProductSchema, type CartLine } from './cart-document';
import { OFFERING_TYPES, ORDER_CATEGORIES } from './order-categories';

const productCode = z.string().min(1).max(64);

/** §7 catalogue POST /prices (categories): the price list of every product the catalogue offers in them. */
export const pricesBodySchema = z.object({
  categories: z.array(z.enum(ORDER_CATEGORIES)).min(1).max(ORDER_CATEGORIES.length),
});

/** One product's §3 prices (RECURRING and ONE_TIME, term periods) as the price list shows them. */
export const productPricesSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(ORDER_CATEGORIES),
  offeringType: z.enum(OFFERING_TYPES),
  prices: z.array(priceSchema),
});
export type ProductPrices = z.infer<typeof productPricesSchema>;

export const priceListSchema = z.object({ products: z.array(productPricesSchema) });
export type PriceList = z.infer<typeof priceListSchema>;

/** §7 POST /products/stocks: the stock of the devices and accessories named (at most a page of them). */
export const stocksBodySchema = z.object({ productCodes: z.array(productCode).min(1).max(100) });

/** §4 stock: lowStock, noStock; a device with more than LOW_STOCK_UNITS units is simply in stock. */
export const STOCK_LEVELS = ['IN_STOCK', 'LOW_STOCK', 'NO_STOCK'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];
export const LOW_STOCK_UNITS = 5;
export const stockLevel = (units: number): StockLevel =>
  units <= 0 ? 'NO_STOCK' : units <= LOW_STOCK_UNITS ? 'LOW_STOCK' : 'IN_STOCK';

/** The stocked products among those asked (a subscription or a package has no stock and is left out). */
export const stocksSchema = z.object({
  stocks: z.array(
    z.object({ productCode: z.string(), units: z.number().int(), level: z.enum(STOCK_LEVELS) }),
  ),
});
export type Stocks = z.infer<typeof stocksSchema>;

/**
 * §7 POST /preselections (flag `product-preselections`): the products pre-selected when an offering is
 * chosen in its root template: the main product and the §4 defaults of the bundles it opens.
 */
export const preselectionsBodySchema = z.object({
  rootBundleTemplateId: z.string().min(1).max(64),
  productCode,
});
export const preselectionsSchema = z.object({
  rootBundleTemplateId: z.string(),
  productCode: z.string(),
  products: z.array(chosenProductSchema),
});
export type Preselections = z.infer<typeof preselectionsSchema>;

/** §7 POST /availability/orders: whether each order line of a cart can still be ordered as it is. */
export const orderAvailabilityBodySchema = z.object({ cartId: z.uuid() });
export const ORDER_LINE_AVAILABILITY = ['AVAILABLE', 'NO_STOCK', 'NOT_OFFERED'] as const;
export type OrderLineAvailability = (typeof ORDER_LINE_AVAILABILITY)[number];
export const orderAvailabilitySchema = z.object({
  available: z.boolean(),
  lines: z.array(
    z.object({
      orderlineBundleNo: z.number().int(),
      productCode: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      status: z.enum(ORDER_LINE_AVAILABILITY),
      /** Units in stock now of a stocked product; null for one that is not stocked. */
      units: z.number().int().nullable(),
    }),
  ),
});
export type OrderAvailability = z.infer<typeof orderAvailabilitySchema>;

/**
 * Whether each line can be ordered: every chosen product must still be offered in the line's structure
 * (`offered`: the active product codes), and every stocked product must have a unit for each selection
 * (stock is counted over the whole cart: two lines of one phone need both quantities).
 */
export function orderAvailability(
  lines: readonly CartLine[],
  structures: ReadonlyMap<string, BundleStructure>,
  offered: ReadonlySet<string>,
  stocks: ReadonlyMap<string, number>,
): OrderAvailability {
  const wanted = new Map<string, number>();
  for (const line of lines)
    for (const product of line.products)
      wanted.set(product.productCode, (wanted.get(product.productCode) ?? 0) + line.selections.length);
  const answered = lines.map((line) => {
    const structure = structures.get(line.rootBundleTemplateId);
    const mainCode = line.products[0]?.productCode ?? '';
    const main = structure?.products.find((product) => product.code === mainCode);
    const quantity = line.selections.length;
    const notOffered = line.products.some(
      (product) =>
        !offered.has(product.productCode) ||
        !structure?.products.some((candidate) => candidate.code === product.productCode),
    );
    const short = line.products.some((product) => {
      const units = stocks.get(product.productCode);
      return units !== undefined && units < (wanted.get(product.productCode) ?? 0);
    });
    return {
      orderlineBundleNo: line.orderlineBundleNo,
      productCode: mainCode,
      name: main?.name ?? mainCode,
      quantity,
      status: (notOffered ? 'NOT_OFFERED' : short ? 'NO_STOCK' : 'AVAILABLE') as OrderLineAvailability,
      units: stocks.get(mainCode) ?? null,
    };
  });
  return { available: answered.every((line) => line.status === 'AVAILABLE'), lines: answered };
}
