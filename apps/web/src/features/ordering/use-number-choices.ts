import {
  NUMBER_AVAILABILITY_MAX_COUNT,
  numberKindOf,
  type Cart,
  type NumberKind,
  type OfferingType,
} from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useCartOwner } from './cart-queries';
import { numberAvailabilityQuery } from './number-queries';

/**
 * The free voice numbers the contents step shows beside a number field, from the range of the product's
 * kind (decision 011: new from the operator's range, CSN from the company's register), and the §4 warning of
 * each range the cart uses, for as many numbers as the cart has of the kind (the whole cart's need, so a
 * register short of it shows the info here too). The register is asked only when the cart has a CSN number.
 */
export function useNumberChoices(cart: Cart) {
  const owner = useCartOwner();
  const count = (kind: NumberKind) =>
    cart.lines
      .filter((line) => line.products.some((p) => numberKindOf(p.offeringType) === kind))
      .reduce((sum, line) => sum + line.selections.length, 0);
  const needed = { NEW: count('NEW'), CSN: count('CSN') };
  const asked = (kind: NumberKind) => Math.min(NUMBER_AVAILABILITY_MAX_COUNT, Math.max(1, needed[kind]));
  const fresh = useQuery(numberAvailabilityQuery(owner, 'VOICE_POSTPAID', 'NEW', asked('NEW')));
  const csn = useQuery({
    ...numberAvailabilityQuery(owner, 'VOICE_POSTPAID', 'CSN', asked('CSN')),
    enabled: needed.CSN > 0,
  });
  const byKind = { NEW: fresh.data, CSN: needed.CSN > 0 ? csn.data : undefined } as const;
  return {
    /** The range a number product takes its number from, once known; undefined for any other product. */
    freeFor(offeringType: OfferingType) {
      const kind: NumberKind | null = numberKindOf(offeringType);
      return kind ? byKind[kind] : undefined;
    },
    warnings: [byKind.NEW, byKind.CSN].flatMap((range) =>
      range?.warning ? [{ kind: range.kind, warning: range.warning }] : [],
    ),
  };
}
