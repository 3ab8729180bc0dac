/** §4 order statuses. */
export const ORDER_STATUSES = [
  'AMEND',
  'CANCELLED',
  'COMPLETED',
  'CORRECTED',
  'DISCARDED',
  'ERRORED',
  'HOLD',
  'INPROGRESS',
  'NEW',
  'PARTIALLYCOMPLETED',
  'PENDING',
  'SCHEDULED',
  'SUBMITTED',
  'SUCCESS',
  'UNKNOWN',
  'VALIDATED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** §4 order types (UNSOLICATED_CEASE is the spelling the order system uses). */
export const ORDER_TYPES = [
  'AMEND',
  'CANCEL',
  'CEASE',
  'CHANGE',
  'CHANGE_OWNERSHIP',
  'CORRECTION',
  'FOLLOWON',
  'NEW',
  'RECONNECT',
  'TOPUP',
  'TO_AND_FROM',
  'TRANSFER',
  'UNKNOWN',
  'UNSOLICATED_CEASE',
  'OTHER',
  'MODIFICATION',
  'REPAIR_ORDER',
  'MOVE_ASSET',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** §4 order-request statuses; ALL is the filter value for every status. */
export const ORDER_REQUEST_STATUSES = ['PENDING_APPROVAL', 'COMPLETED', 'REJECTED'] as const;
export type OrderRequestStatus = (typeof ORDER_REQUEST_STATUSES)[number];
export const ORDER_REQUEST_FILTERS = [...ORDER_REQUEST_STATUSES, 'ALL'] as const;
export type OrderRequestFilter = (typeof ORDER_REQUEST_FILTERS)[number];

/** §4 order-request actions. */
export const ORDER_REQUEST_ACTIONS = ['decline', 'markAsDone', 'proceedToOrder'] as const;
export type OrderRequestAction = (typeof ORDER_REQUEST_ACTIONS)[number];

/** §3 cart channels. */
export const CART_CHANNELS = ['B2B', 'PARTNER_PORTAL'] as const;
export type CartChannel = (typeof CART_CHANNELS)[number];

/** §2 order categories as tab ids. */
export const ORDER_CATEGORY_TABS = [
  'switchboard',
  'report',
  'tablet',
  'router',
  'phone',
  'broadband',
  'subscriptions',
  'headphone',
  'laptopbags',
  'smartwatches',
  'speakers',
  'covers',
  'chargers',
  'flipcases',
  'scrnprotect',
  'cableadapter',
  'laptop',
] as const;
export type OrderCategoryTab = (typeof ORDER_CATEGORY_TABS)[number];

/** §3 order-item attribute keys. */
export const ORDER_ITEM_ATTRIBUTE_KEYS = [
  'number',
  'numberType',
  'ICCID',
  'contactName',
  'contactPhone',
  'signer',
  'ssn',
  'customerRequestedDate',
  'fixedTermContract',
  'apnName',
  'apnType',
  'subscriptionId',
  'costCenter',
  'nickname',
  'brandName',
  'payerAccountId',
  'topUpEuroAmount',
  'eSimQrCode',
  'groupName',
  'externalUserId',
  'pbxid',
] as const;
export type OrderItemAttributeKey = (typeof ORDER_ITEM_ATTRIBUTE_KEYS)[number];

/** §3 price billing types. */
export const BILLING_TYPES = ['RECURRING', 'ONE_TIME'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
