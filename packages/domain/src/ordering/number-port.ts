import { z } from 'zod';
import { toHelsinkiIsoDate } from '../shared/formatting/date';
import { addIsoDays, isWorkingDay } from '../shared/formatting/working-days';
import { CHARACTERISTIC_CODES } from './characteristic-kinds';
import { portInPoaSchema } from './port-in-poa';

/**
 * §4 port-in: a number moved from another operator. The transfer happens on a Finnish working day, in office
 * hours on the full hour, no sooner than the other operator can release the number and not further ahead
 * than the porting request stays valid.
 */
export const PORT_IN_TRANSFER = {
  /** The earliest transfer day is this many working days after today (Helsinki). */
  earliestWorkingDays: 3,
  /** The latest transfer day is this many calendar days after today. */
  latestDays: 90,
  /** The transfer hours offered, in Helsinki time: 09:00 to 15:00 on the full hour. */
  firstHour: 9,
  lastHour: 15,
} as const;

/** The characteristic codes of a port-in selection (§4: the owner-change field, the mandatory fields). */
export const PORT_IN_CODES = {
  number: CHARACTERISTIC_CODES.number,
  ownerChange: CHARACTERISTIC_CODES.ownerChange,
  contactName: CHARACTERISTIC_CODES.contactName,
  contactPhone: CHARACTERISTIC_CODES.contactPhone,
  signer: CHARACTERISTIC_CODES.signer,
  transferTime: 'transferTime',
} as const;

/** The transfer hours a port-in may be set to, as `hh:00`. */
export const TRANSFER_HOURS: readonly string[] = Array.from(
  { length: PORT_IN_TRANSFER.lastHour - PORT_IN_TRANSFER.firstHour + 1 },
  (_, index) => `${String(PORT_IN_TRANSFER.firstHour + index).padStart(2, '0')}:00`,
);

/** The first day a number can be ported to, `yyyy-mm-dd`: the set number of working days after today. */
export function earliestTransferDate(now: Date): string {
  let date = toHelsinkiIsoDate(now);
  let left: number = PORT_IN_TRANSFER.earliestWorkingDays;
  while (left > 0) {
    date = addIsoDays(date, 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return date;
}

/** The last day a porting request may name, `yyyy-mm-dd`. */
export const latestTransferDate = (now: Date): string =>
  addIsoDays(toHelsinkiIsoDate(now), PORT_IN_TRANSFER.latestDays);

const TRANSFER_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * §8 INVALID_TRANSFER_TIME: whether a transfer time (`yyyy-mm-ddThh:mm`, Helsinki) can be used, as of `now`.
 * An empty one means the earliest possible time and is always valid.
 */
export function isValidTransferTime(value: string, now: Date): boolean {
  if (value === '') return true;
  const match = TRANSFER_TIME.exec(value);
  if (!match) return false;
  const [, date = '', time = ''] = match;
  if (addIsoDays(date, 0) !== date) return false;
  return (
    TRANSFER_HOURS.includes(time) &&
    isWorkingDay(date) &&
    date >= earliestTransferDate(now) &&
    date <= latestTransferDate(now)
  );
}

/** §7 PUT /numberport: the port-in of one selection (its bundle number) of a cart. */
export const numberPortSchema = z.object({
  bundleNo: z.number().int().positive().max(1_000_000),
  number: z.string().trim().max(30).default(''),
  /** §4 the owner-change field: the number moves from another owner (a person or company) to this one. */
  ownerChange: z.boolean().default(false),
  contactName: z.string().trim().max(100).default(''),
  contactPhone: z.string().trim().max(30).default(''),
  signer: z.string().trim().max(100).default(''),
  /** `yyyy-mm-ddThh:mm` in Helsinki time; empty for the earliest possible. */
  transferTime: z
    .string()
    .trim()
    .max(16)
    .regex(/^$|^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'ordering.port-in.transfer-time-format')
    .default(''),
});
export type NumberPortInput = z.output<typeof numberPortSchema>;

/** One port-in of a cart, as GET /numberport answers it. */
export const numberPortEntrySchema = z.object({
  bundleNo: z.number().int(),
  orderlineBundleNo: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  number: z.string(),
  ownerChange: z.boolean(),
  contactName: z.string(),
  contactPhone: z.string(),
  signer: z.string(),
  transferTime: z.string(),
  /** §4 owner change: the holder's power of attorney the order needs (decision 018). */
  poa: portInPoaSchema,
});
export type NumberPortEntry = z.infer<typeof numberPortEntrySchema>;

/** §7 GET /numberport: the cart's port-ins and the transfer days it may choose from. */
export const numberPortsSchema = z.object({
  numberPorts: z.array(numberPortEntrySchema),
  earliestTransferDate: z.string(),
  latestTransferDate: z.string(),
  transferHours: z.array(z.string()),
});
export type NumberPorts = z.infer<typeof numberPortsSchema>;

/** The port-in of a selection read from its stored values (keyed `productCode.code`). */
export function numberPortOf(
  values: Readonly<Record<string, string>>,
  productCode: string,
): Omit<NumberPortEntry, 'bundleNo' | 'orderlineBundleNo' | 'productCode' | 'name' | 'poa'> {
  const value = (code: string) => values[`${productCode}.${code}`] ?? '';
  return {
    number: value(PORT_IN_CODES.number),
    ownerChange: value(PORT_IN_CODES.ownerChange) === 'YES',
    contactName: value(PORT_IN_CODES.contactName),
    contactPhone: value(PORT_IN_CODES.contactPhone),
    signer: value(PORT_IN_CODES.signer),
    transferTime: value(PORT_IN_CODES.transferTime),
  };
}

/** The stored values of a port-in (an empty field is not stored), to replace the product's earlier ones. */
export function numberPortValues(
  port: Omit<NumberPortInput, 'bundleNo'>,
  productCode: string,
): Record<string, string> {
  const entries: [string, string][] = [
    [PORT_IN_CODES.number, port.number],
    [PORT_IN_CODES.ownerChange, port.ownerChange ? 'YES' : 'NO'],
    [PORT_IN_CODES.contactName, port.contactName],
    [PORT_IN_CODES.contactPhone, port.contactPhone],
    [PORT_IN_CODES.signer, port.signer],
    [PORT_IN_CODES.transferTime, port.transferTime],
  ];
  return Object.fromEntries(
    entries.filter(([, value]) => value !== '').map(([code, value]) => [`${productCode}.${code}`, value]),
  );
}
