/** §4 subscription (party) statuses. */
export const SERVICE_STATUSES = [
  'NEW',
  'ACTIVE',
  'BARRED',
  'CANCELLED',
  'TERMINATED',
  'BARREDBYDNA',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/**
 * The §4 statuses grouped as a list filters them: in use (still billed), suspended (barred by the customer
 * or by the operator) and ended. Every status belongs to exactly one set.
 */
export const SERVICE_STATUS_SETS = {
  inUse: ['NEW', 'ACTIVE', 'BARRED', 'BARREDBYDNA'],
  suspended: ['BARRED', 'BARREDBYDNA'],
  ended: ['CANCELLED', 'TERMINATED'],
} as const satisfies Record<string, readonly ServiceStatus[]>;

/** §4 suspension kinds. The customer suspends and resumes its own; credit and collection are the operator's. */
export const SUSPENSION_KINDS = ['customerSuspend', 'creditSuspend', 'collectionSuspend'] as const;
export type SuspensionKind = (typeof SUSPENSION_KINDS)[number];

/** What a service is; invoice lines carry the same type (`invoice_lines.service_type`). */
export const SERVICE_TYPES = ['mobile', 'mobile-broadband', 'broadband', 'switchboard', 'iot'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The types that run on a SIM card (PUK codes, SIM activation). */
export const SIM_SERVICE_TYPES: readonly ServiceType[] = ['mobile', 'mobile-broadband', 'iot'];

/** §3 number types. */
export const SERVICE_NUMBER_TYPES = [
  'VOICE_POSTPAID',
  'DATA_POSTPAID',
  'FIXED',
  'NATIONWIDE_SUBSCRIBER',
] as const;
export type ServiceNumberType = (typeof SERVICE_NUMBER_TYPES)[number];

/** §4 service actions. */
export const SERVICE_ACTIONS = [
  'view-puk',
  'activate-sim',
  'replace-sim',
  'change-package',
  'resume',
  'suspend',
  'cease',
  'repair-asset',
  /** §7 /poa: a power of attorney of the number's holder, printed and recorded (not a §4 action order). */
  'poa',
] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

/** §4 termination kinds. */
export const TERMINATION_KINDS = ['immediate', 'scheduled', 'scheduledNumberWaived'] as const;
export type TerminationKind = (typeof TERMINATION_KINDS)[number];
