import { z } from 'zod';
import { BULK_ORDER_COLUMNS } from './bulk-order-format';

/** A row's problem: a translation key (the orders namespace's `orders.bulk.error.*`, or a §5 `validation.*`). */
export const bulkRowErrorSchema = z.object({
  column: z.enum(BULK_ORDER_COLUMNS).nullable(),
  key: z.string(),
});
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

export const BULK_ERROR_KEYS = {
  empty: 'validation.cannot-be-empty',
  maxLength: 'validation.max-length',
  characterSet: 'validation.character-set',
  iccid: 'orders.bulk.error.iccid',
  yesNo: 'orders.bulk.error.yes-no',
  action: 'orders.bulk.error.action',
  number: 'orders.bulk.error.number',
  mixedActions: 'orders.bulk.error.mixed-actions',
  portInNeedsNumber: 'orders.bulk.error.port-in-needs-number',
  portInOnChange: 'orders.bulk.error.port-in-on-change',
  duplicateNumber: 'orders.bulk.error.duplicate-number',
  duplicateIccid: 'orders.bulk.error.duplicate-iccid',
  packageUnknown: 'orders.bulk.error.package-unknown',
  packageKind: 'orders.bulk.error.package-kind',
  packageSame: 'orders.bulk.error.package-same',
  numberNotFree: 'orders.bulk.error.number-not-free',
  numberInUse: 'orders.bulk.error.number-in-use',
  noFreeNumbers: 'orders.bulk.error.no-free-numbers',
  iccidInUse: 'orders.bulk.error.iccid-in-use',
  subscriptionUnknown: 'orders.bulk.error.subscription-unknown',
  costCentreUnknown: 'orders.bulk.error.cost-centre-unknown',
  payerUnknown: 'orders.bulk.error.payer-unknown',
} as const;

/** Problems of the file as a whole. */
export const BULK_FILE_ERROR_KEYS = {
  unreadable: 'orders.bulk.error.unreadable',
  missingColumns: 'orders.bulk.error.missing-columns',
  noRows: 'orders.bulk.error.no-rows',
  tooManyRows: 'orders.bulk.error.too-many-rows',
} as const;
