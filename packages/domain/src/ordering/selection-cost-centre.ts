import { isValidUuid } from '../shared/validation/identifiers';

/**
 * The order-item characteristic that gives a selection a cost centre of its own: a cost pool's id (a bulk
 * order's row writes it beside the cost centre's name, and a catalogue may ask for it on a product).
 */
export const OWN_COST_CENTRE_CODE = 'costCenterId';

/**
 * The cost centre a selection (one of a line's quantity) is billed to: the one its items carry (the first
 * item that carries one; text that is no uuid names none), else the one chosen with the payer (null: none).
 * The services an order makes and the change-impact preview both follow it.
 */
export function selectionCostCentreId(
  items: readonly { characteristics: Readonly<Record<string, string>> }[],
  payerCostCentreId: string | null,
): string | null {
  const own = items.map((item) => item.characteristics[OWN_COST_CENTRE_CODE]).find(Boolean);
  return own && isValidUuid(own) ? own : payerCostCentreId;
}

/** The order-item value a line's cost centre is typed in (§3 costCenter: free text, which §5 does not check). */
export const NAMED_COST_CENTRE_CODE = 'costCenter';

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The items with a typed cost centre that names one of the company's (in any case, as a bulk order's row is
 * matched) carry that cost centre's id as well, so that their selection is billed to it; other text stays
 * what it was, a note on the order line.
 */
export function withNamedCostCentres<Item extends { characteristics: Readonly<Record<string, string>> }>(
  items: readonly Item[],
  costCentres: readonly { id: string; name: string }[],
): Item[] {
  const byName = new Map(costCentres.map((centre) => [nameKey(centre.name), centre.id]));
  return items.map((item) => {
    const id = byName.get(nameKey(item.characteristics[NAMED_COST_CENTRE_CODE] ?? ''));
    return id && !item.characteristics[OWN_COST_CENTRE_CODE]
      ? { ...item, characteristics: { ...item.characteristics, [OWN_COST_CENTRE_CODE]: id } }
      : item;
  });
}
