import { z } from 'zod';
import { selectionCostCentreId } from './selection-cost-centre';

/** One cost centre's monthly spend before and after the order (null id: what has no cost centre). */
export const costCentreImpactSchema = z.object({
  costCentreId: z.string().nullable(),
  name: z.string().nullable(),
  monthlyBeforeCents: z.number().int(),
  monthlyAfterCents: z.number().int(),
});
export type CostCentreImpact = z.infer<typeof costCentreImpactSchema>;

/**
 * The change-impact preview before submit: the order's one-off total and new monthly total, and, for a
 * caller who may read the company's invoices, the company's current monthly spend and what it becomes, in
 * total and per cost centre (each selection's monthly prices land on its own cost centre, else the payer's).
 */
export const changeImpactSchema = z.object({
  oneTimeCents: z.number().int(),
  orderMonthlyCents: z.number().int(),
  company: z
    .object({
      monthlyBeforeCents: z.number().int(),
      monthlyAfterCents: z.number().int(),
      byCostCentre: z.array(costCentreImpactSchema),
    })
    .nullable(),
});
export type ChangeImpact = z.infer<typeof changeImpactSchema>;

/** One cost centre's monthly spend (null id: what has no cost centre). */
export interface CostCentreSpend {
  costCentreId: string | null;
  name: string | null;
  monthlyCents: number;
}

/** An ordered product as far as its cost centre goes: its selection, monthly price and values (an order item). */
export interface CostedItem {
  bundleNo: number;
  monthlyCents: number;
  characteristics: Readonly<Record<string, string>>;
}

/**
 * The order's monthly prices by the cost centre each selection is billed to (`selectionCostCentreId`), in
 * the order first met; `names` are the company's cost centres by id.
 */
export function monthlyByCostCentre(
  items: readonly CostedItem[],
  payerCostCentreId: string | null,
  names: ReadonlyMap<string, string>,
): CostCentreSpend[] {
  const selections = new Map<number, CostedItem[]>();
  for (const item of items) selections.set(item.bundleNo, [...(selections.get(item.bundleNo) ?? []), item]);
  const sums = new Map<string | null, number>();
  for (const selection of selections.values()) {
    const id = selectionCostCentreId(selection, payerCostCentreId);
    sums.set(
      id,
      selection.reduce((sum, item) => sum + item.monthlyCents, sums.get(id) ?? 0),
    );
  }
  return [...sums].map(([costCentreId, monthlyCents]) => ({
    costCentreId,
    name: costCentreId === null ? null : (names.get(costCentreId) ?? null),
    monthlyCents,
  }));
}

/** The preview from the company's current spend per cost centre (null: not the caller's to see). */
export function changeImpact(
  order: { oneTimeCents: number; monthlyCents: number; byCostCentre: readonly CostCentreSpend[] },
  current: readonly CostCentreSpend[] | null,
): ChangeImpact {
  if (current === null)
    return { oneTimeCents: order.oneTimeCents, orderMonthlyCents: order.monthlyCents, company: null };
  const rows: CostCentreImpact[] = current.map((spend) => ({
    costCentreId: spend.costCentreId,
    name: spend.name,
    monthlyBeforeCents: spend.monthlyCents,
    monthlyAfterCents: spend.monthlyCents,
  }));
  for (const share of order.byCostCentre) {
    const row = rows.find((candidate) => candidate.costCentreId === share.costCentreId);
    if (row) row.monthlyAfterCents += share.monthlyCents;
    else
      rows.push({
        costCentreId: share.costCentreId,
        name: share.name,
        monthlyBeforeCents: 0,
        monthlyAfterCents: share.monthlyCents,
      });
  }
  const before = rows.reduce((sum, row) => sum + row.monthlyBeforeCents, 0);
  return {
    oneTimeCents: order.oneTimeCents,
    orderMonthlyCents: order.monthlyCents,
    company: {
      monthlyBeforeCents: before,
      monthlyAfterCents: before + order.monthlyCents,
      byCostCentre: rows.filter((row) => row.monthlyBeforeCents !== 0 || row.monthlyAfterCents !== 0),
    },
  };
}
