/** §4 subscription and party statuses. */
export const SUBSCRIPTION_STATUSES = [
  'NEW',
  'ACTIVE',
  'BARRED',
  'CANCELLED',
  'TERMINATED',
  'BARREDBYDNA',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** §4 the second status set (redeemable items such as devices and top-ups). */
export const ITEM_STATUSES = ['NEW', 'ACTIVE', 'REDEEMED', 'RECYCLED', 'INVOICED', 'CANCELLED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** §4 asset statuses. */
export const ASSET_STATUSES = ['NEW', 'IN USE', 'REPAIR', 'NOT IN USE', 'EXTENDED'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** §4 suspension kinds. */
export const SUSPENSION_KINDS = ['customerSuspend', 'creditSuspend', 'collectionSuspend'] as const;
export type SuspensionKind = (typeof SUSPENSION_KINDS)[number];

/** §4 service actions. */
export const SERVICE_ACTIONS = [
  'viewPuk',
  'activateSim',
  'replaceSim',
  'changePackage',
  'resume',
  'suspend',
  'cease',
  'repairAsset',
] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

/** §4 termination kinds. */
export const TERMINATION_KINDS = ['IMMEDIATE', 'SCHEDULED', 'SCHEDULED_NUMBER_WAIVED'] as const;
export type TerminationKind = (typeof TERMINATION_KINDS)[number];

/** §3 number types. */
export const NUMBER_TYPES = ['VOICE_POSTPAID', 'DATA_POSTPAID', 'FIXED', 'NATIONWIDE_SUBSCRIBER'] as const;
export type NumberType = (typeof NUMBER_TYPES)[number];

/** §3 address purposes. */
export const ADDRESS_PURPOSES = ['INSTALLATION', 'SHIPPING', 'REPAIR'] as const;
export type AddressPurpose = (typeof ADDRESS_PURPOSES)[number];

/** §4 power-of-attorney results. */
export const POA_RESULTS = [
  'INVALID',
  'SSN_MISMATCH',
  'EXPIRED',
  'NOT_FOUND',
  'PENDING',
  'REJECTED',
  'SIGNED',
] as const;
export type PoaResult = (typeof POA_RESULTS)[number];

/** §4 number-range warnings and the notification type each shows with (§8). */
export const NUMBER_RANGE_WARNINGS = {
  ALMOST_EXHAUSTED: 'warning',
  NOT_ENOUGH_CSN_NUMBERS: 'info',
  NOT_ENOUGH_NUMBERS: 'error',
} as const;
export type NumberRangeWarning = keyof typeof NUMBER_RANGE_WARNINGS;
