import { isValidIccid } from '../shared/validation/identifiers';
import { isOperatorIccid } from '../services/service-rules';
import {
  BULK_ORDER_ACTIONS,
  BULK_ORDER_COLUMNS,
  type BulkOrderAction,
  type BulkOrderColumn,
} from './bulk-order-format';

/** Header names the file may use for each column, in Finnish, English and Swedish (compared normalised). */
const HEADER_NAMES: Record<BulkOrderColumn, readonly string[]> = {
  action: ['action', 'toiminto', 'åtgärd', 'tyyppi', 'type', 'typ'],
  package: ['package', 'paketti', 'paket', 'liittymä', 'product', 'tuote', 'produkt', 'abonnemang'],
  number: ['number', 'numero', 'nummer', 'puhelinnumero', 'telefonnummer', 'phonenumber'],
  portIn: ['portin', 'numeronsiirto', 'siirto', 'portering', 'nummerflytt', 'numberportin'],
  iccid: ['iccid', 'sim', 'simcard', 'simkortti', 'simkort'],
  endUser: ['enduser', 'user', 'käyttäjä', 'loppukäyttäjä', 'slutanvändare', 'användare'],
  costCentre: ['costcentre', 'costcenter', 'kustannuspaikka', 'kostnadsställe'],
  payer: ['payer', 'maksaja', 'betalare', 'laskutussopimus', 'billingagreement'],
};

const normalisedHeader = (text: string) => text.toLowerCase().replace(/[\s\-_.:/]+/g, '');

/** The column a header cell names, if any. */
export function bulkColumnOf(header: string): BulkOrderColumn | null {
  const name = normalisedHeader(header);
  return BULK_ORDER_COLUMNS.find((column) => HEADER_NAMES[column].includes(name)) ?? null;
}

const ACTION_WORDS: Record<BulkOrderAction, readonly string[]> = {
  NEW: ['new', 'uusi', 'ny', 'nytt', 'new subscription', 'uusi liittymä', 'nytt abonnemang'],
  CHANGE: ['change', 'package change', 'vaihto', 'muutos', 'paketinvaihto', 'byte', 'paketbyte', 'ändring'],
};
const YES = ['kyllä', 'k', 'yes', 'y', 'ja', 'j', 'x', '1', 'true'];
const NO = ['', 'ei', 'e', 'no', 'n', 'nej', '0', 'false'];

/** The action a cell names ('uusi', 'new', 'ny'… or 'vaihto', 'change', 'byte'…), or null. */
export function bulkActionOf(text: string): BulkOrderAction | null {
  const word = text.trim().toLowerCase();
  return BULK_ORDER_ACTIONS.find((action) => ACTION_WORDS[action].includes(word)) ?? null;
}

/** A yes/no cell ('kyllä', 'x', 'ja', '1' / empty, 'ei', 'nej', '0'), or null when it is neither. */
export function bulkYesNoOf(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.includes(word)) return true;
  if (NO.includes(word)) return false;
  return null;
}

/**
 * A Finnish phone number as the portal keeps it (E.164): spaces and hyphens dropped, a leading 0 or 358
 * turned into +358; null when it is no phone number.
 */
export function bulkNumberOf(text: string): string | null {
  const compact = text.replace(/[\s\-()]/g, '');
  const e164 = compact
    .replace(/^00/, '+')
    .replace(/^0(?=\d)/, '+358')
    .replace(/^358/, '+358');
  return /^\+\d{7,15}$/.test(e164) ? e164 : null;
}

/** ICCID of a SIM card: §5's 19–22 digits, and one of the operator's cards (its prefix and check digit). */
export function isValidBulkIccid(text: string): boolean {
  return isValidIccid(text) && isOperatorIccid(text);
}
