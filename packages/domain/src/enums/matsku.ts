/** §3 partner shop categories. */
export const SHOP_CATEGORIES = [
  'switchboard',
  'customerReports',
  'tablets',
  'routers',
  'mobilePhones',
  'mobileBroadband',
  'phoneSubscriptions',
  'corporateServices',
  'networkSolution',
  'headphones',
  'laptopBags',
  'smartWatches',
  'speakers',
  'covers',
  'chargers',
  'flipCases',
  'screenProtectors',
  'cablesAndAdapters',
  'laptops',
  'deviceSubscriptions',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** §4 partner shop product approval. */
export const APPROVAL_STATUSES = ['APPROVED', 'UNAPPROVED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** §4 stock levels. */
export const STOCK_LEVELS = ['lowStock', 'noStock'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** §4 traffic light of stock thresholds. */
export const TRAFFIC_LIGHTS = ['GREEN', 'YELLOW', 'RED'] as const;
export type TrafficLight = (typeof TRAFFIC_LIGHTS)[number];
