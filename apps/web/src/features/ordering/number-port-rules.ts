import type { Bundle, BundleStructure, Cart, CartLineView } from '@kaista/domain/ordering';
import { productOf } from './structure-products';

/** §3 the three ways a subscription gets its number (decision 011), as the number choice offers them. */
const NUMBER_CHOICE_TYPES: ReadonlySet<string> = new Set(['NUMBER_NEW', 'NUMBER_CSN', 'NUMBER_PORT_IN']);

export const isNumberChoice = (offeringType: string): boolean => NUMBER_CHOICE_TYPES.has(offeringType);

/** The cart's lines whose subscription gets its number in one of those ways. */
export const numberedLines = (cart: Cart): CartLineView[] =>
  cart.lines.filter((line) => line.products.some((p) => isNumberChoice(p.offeringType)));

/** The structure's number bundle: the one that offers a port-in among its products. */
export const portInBundle = (structure: BundleStructure): Bundle | undefined =>
  structure.bundles.find((bundle) =>
    bundle.products.some((choice) => productOf(structure, choice.code)?.offeringType === 'NUMBER_PORT_IN'),
  );

/** A stored `yyyy-mm-ddThh:mm` transfer time as the form's ISO date and hour. */
export function splitTime(value: string) {
  const [date = '', hour = ''] = value.split('T');
  return { date, hour };
}

/** The form's date and hour as the stored transfer time; without a date the time is sent empty. */
export const joinTime = (date: string, hour: string): string => (date ? `${date}T${hour}` : '');
