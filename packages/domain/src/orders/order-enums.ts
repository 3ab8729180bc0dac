/** §4 order statuses, as the order system reports them. */
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

/** §4 order request statuses. */
export const ORDER_REQUEST_STATUSES = ['PENDING_APPROVAL', 'COMPLETED', 'REJECTED'] as const;
export type OrderRequestStatus = (typeof ORDER_REQUEST_STATUSES)[number];

/** §4 order types. */
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
