import { parseYesNo } from '../ordering/characteristic-rules';
import {
  ASSET_CHARACTERISTIC,
  planName,
  SERVICE_ACTION_CHARACTERISTIC,
  TARGET_SUBSCRIPTION,
} from '../services/service-plans';

/**
 * How an order line's detail reads: as written, a phone number, a yes or a no, a day, a day and hour, or one of a
 * closed set of values that has a text of its own (a suspension's kind, a termination's type, a fixed term's length).
 */
export type OrderLineDetail =
  | { code: string; kind: 'text'; value: string }
  /** The subscription's number as stored (+358…), shown as Finns write it. */
  | { code: string; kind: 'number'; value: string }
  | { code: string; kind: 'yes-no'; value: boolean }
  | { code: string; kind: 'date'; value: string }
  /** A Helsinki wall-clock time `yyyy-mm-ddThh:mm` (a number transfer's), without a zone of its own. */
  | { code: string; kind: 'date-time'; value: string }
  | { code: string; kind: 'choice'; value: string };

/**
 * What the fulfilment needs and a person does not: ids of the cost centre, payer, subscription and asset
 * (their names and numbers are details of their own), and the service action, which the order's type names.
 */
const REFERENCES: readonly string[] = [
  'costCenterId',
  'payerAccountId',
  TARGET_SUBSCRIPTION,
  SERVICE_ACTION_CHARACTERISTIC,
  ASSET_CHARACTERISTIC,
];
const NUMBERS: readonly string[] = ['number'];
const YES_NO: readonly string[] = ['ownerChange', 'primaryNumber', 'warranty'];
const DATES: readonly string[] = ['terminationDate'];
const DATE_TIMES: readonly string[] = ['transferTime'];
const CHOICES: readonly string[] = ['suspensionKind', 'terminationType', 'fixedTermContract', 'apnType'];
/** A package change records the package it left by its code, for the fulfilment; a person reads its name. */
const PACKAGES: readonly string[] = ['previousPackage'];

/**
 * An order line's characteristics as its page shows them, in the order they were given: references left
 * out, empty ones too, and each read by its kind. A Yes/No value takes §5's spellings and the lower-case
 * ones the portal's own repair orders write; one that is neither stays text.
 */
export function orderLineDetails(characteristics: Readonly<Record<string, string>>): OrderLineDetail[] {
  return Object.entries(characteristics)
    .filter(([code, value]) => !REFERENCES.includes(code) && value.trim() !== '')
    .map(([code, value]): OrderLineDetail => {
      const yesNo = YES_NO.includes(code) ? parseYesNo(value.toUpperCase()) : null;
      if (yesNo !== null) return { code, kind: 'yes-no', value: yesNo };
      if (DATES.includes(code) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { code, kind: 'date', value };
      if (DATE_TIMES.includes(code) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value))
        return { code, kind: 'date-time', value };
      if (CHOICES.includes(code)) return { code, kind: 'choice', value };
      if (NUMBERS.includes(code)) return { code, kind: 'number', value };
      if (PACKAGES.includes(code)) return { code, kind: 'text', value: planName(value) };
      return { code, kind: 'text', value };
    });
}
