/**
 * §3 shop categories, by the §2 tab ids where the spec gives one and a kebab-case id for the rest. The order is
 * the catalogue's menu order.
 */
export const SHOP_CATEGORIES = [
  'phone',
  'tablet',
  'laptop',
  'smartwatches',
  'headphone',
  'speakers',
  'router',
  'broadband',
  'switchboard',
  'report',
  'subscriptions',
  'corporate-services',
  'network-solution',
  'laptopbags',
  'covers',
  'flipcases',
  'scrnprotect',
  'chargers',
  'cableadapter',
  'device-subscriptions',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** §4 product display status: online (success), offline (error), pending (warning). */
export const PRODUCT_STATUSES = ['online', 'offline', 'pending'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** §4 stock: the traffic light and the two named states (anything else is in stock). */
export const TRAFFIC_LIGHTS = ['GREEN', 'YELLOW', 'RED'] as const;
export type TrafficLight = (typeof TRAFFIC_LIGHTS)[number];
export const STOCK_STATUSES = ['inStock', 'lowStock', 'noStock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** The orders the product search offers; relevance puts name matches first, then by name. */
export const PRODUCT_SORTS = ['relevance', 'name', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
