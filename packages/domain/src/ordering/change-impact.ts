import { z } from 'zod';

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
 * total and per cost centre (the order's monthly prices land on the cost centre chosen with the payer).
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

export interface CurrentSpend {
  costCentreId: string | null;
  name: string | null;
  monthlyCents: number;
}

/** The preview from the company's current spend per cost centre (null: not the caller's to see). */
export function changeImpact(
  order: { oneTimeCents: number; monthlyCents: number; costCentre: { id: string; name: string } | null },
  current: readonly CurrentSpend[] | null,
): ChangeImpact {
  if (current === null)
    return { oneTimeCents: order.oneTimeCents, orderMonthlyCents: order.monthlyCents, company: null };
  const target = order.costCentre?.id ?? null;
  const rows: CostCentreImpact[] = current.map((spend) => ({
    costCentreId: spend.costCentreId,
    name: spend.name,
    monthlyBeforeCents: spend.monthlyCents,
    monthlyAfterCents: spend.monthlyCents + (spend.costCentreId === target ? order.monthlyCents : 0),
  }));
  if (order.monthlyCents !== 0 && !rows.some((row) => row.costCentreId === target))
    rows.push({
      costCentreId: target,
      name: order.costCentre?.name ?? null,
      monthlyBeforeCents: 0,
      monthlyAfterCents: order.monthlyCents,
    });
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
