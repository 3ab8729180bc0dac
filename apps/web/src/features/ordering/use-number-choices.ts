import { numberKindOf, type Cart, type NumberKind, type OfferingType } from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { numberAvailabilityQuery, useCartOwner } from './ordering-queries';

/**
 * The free voice numbers the contents step shows beside a number field, from the range of the product's
 * kind (decision 011: new from the operator's range, CSN from the company's register), and the §4 warning of
 * each range the cart uses. The register is asked only when the cart has a CSN number.
 */
export function useNumberChoices(cart: Cart) {
  const owner = useCartOwner();
  const hasCsn = cart.lines.some((line) => line.products.some((p) => p.offeringType === 'NUMBER_CSN'));
  const fresh = useQuery(numberAvailabilityQuery(owner, 'VOICE_POSTPAID', 'NEW'));
  const csn = useQuery({ ...numberAvailabilityQuery(owner, 'VOICE_POSTPAID', 'CSN'), enabled: hasCsn });
  const byKind = { NEW: fresh.data, CSN: hasCsn ? csn.data : undefined } as const;
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
