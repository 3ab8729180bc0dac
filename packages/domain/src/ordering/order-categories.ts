/** §2: the order categories of /order/new, as their tab ids, in tab order. */
export const ORDER_CATEGORIES = [
  'subscriptions',
  'broadband',
  'switchboard',
  'phone',
  'tablet',
  'router',
  'laptop',
  'headphone',
  'smartwatches',
  'speakers',
  'covers',
  'flipcases',
  'scrnprotect',
  'chargers',
  'cableadapter',
  'laptopbags',
  'report',
] as const;
export type OrderCategory = (typeof ORDER_CATEGORIES)[number];

/**
 * §3 offering types: what a product is within a bundle. The spec does not list them all; these are the ones
 * the catalogue uses (numbers new, CSN and port-in, packages, barrings, SIM, devices and accessories).
 */
export const OFFERING_TYPES = [
  'SUBSCRIPTION',
  'NUMBER_NEW',
  'NUMBER_CSN',
  'NUMBER_PORT_IN',
  'DATA_PACKAGE',
  'VOICE_PACKAGE',
  'BARRING',
  'SIM',
  'ESIM',
  'BROADBAND',
  'DEVICE',
  'ACCESSORY',
  'MOBILE_CERTIFICATE',
] as const;
export type OfferingType = (typeof OFFERING_TYPES)[number];

/** §3 price billing types. */
export const BILLING_TYPES = ['RECURRING', 'ONE_TIME'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** §9 cart channels. */
export const CART_CHANNELS = ['B2B', 'PARTNER_PORTAL'] as const;
export type CartChannel = (typeof CART_CHANNELS)[number];

/** §3 number types (the ones a new subscription takes a number of). */
export const NUMBER_TYPES = ['VOICE_POSTPAID', 'DATA_POSTPAID', 'FIXED', 'NATIONWIDE_SUBSCRIBER'] as const;
export type NumberType = (typeof NUMBER_TYPES)[number];
