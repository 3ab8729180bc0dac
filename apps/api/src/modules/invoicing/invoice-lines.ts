import { lineVatCents, VAT_RATE_BASIS_POINTS } from '@kaista/domain/invoices';
import type { invoiceLines } from '../../db/schema';
import type { BillableSubscription, BillingPeriod, OneOffCharge } from './billable-items';
import type { InvoiceLineRow } from './invoice-detail.repo';

/** A line about to be written; its invoice and company are the invoice's own. */
export type NewLine = Omit<typeof invoiceLines.$inferInsert, 'companyId' | 'invoiceId'>;

type UnpricedLine = Omit<NewLine, 'lineNo' | 'netCents' | 'vatCents' | 'vatRateBasisPoints'>;

/**
 * The lines numbered from 1, each with its net sum and VAT at the one rate invoices use; the VAT shared out so
 * that the lines add up to the invoice's own.
 */
function pricedLines(items: readonly UnpricedLine[]): NewLine[] {
  const amounts = items.map((item) => ({
    netCents: item.quantity * item.unitPriceCents,
    vatRateBasisPoints: VAT_RATE_BASIS_POINTS,
  }));
  const vats = lineVatCents(amounts);
  return items.map((item, index) => ({
    ...item,
    lineNo: index + 1,
    ...amounts[index]!,
    vatCents: vats[index]!,
  }));
}

/**
 * A month's lines of a billing agreement: each subscription for the whole period, then each waiting one-off
 * charge on its own day. Lines carry their cost centre's name as it is now, so a renamed centre leaves
 * issued invoices as they were.
 */
export function monthLines(
  subscriptions: readonly BillableSubscription[],
  charges: readonly OneOffCharge[],
  period: BillingPeriod,
  poolNames: ReadonlyMap<string, string>,
): NewLine[] {
  const pool = (id: string | null) => ({
    costPoolId: id,
    costPoolName: id ? (poolNames.get(id) ?? null) : null,
  });
  return pricedLines([
    ...subscriptions.map((item) => ({
      description: item.name,
      serviceType: item.serviceType,
      serviceId: item.serviceId,
      ...pool(item.costPoolId),
      periodStart: period.start,
      periodEnd: period.end,
      quantity: 1,
      unitPriceCents: item.monthlyPriceCents,
    })),
    ...charges.map((item) => ({
      description: item.description,
      serviceType: item.serviceType,
      serviceId: item.serviceId,
      ...pool(item.costPoolId),
      periodStart: item.chargedOn,
      periodEnd: item.chargedOn,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
    })),
  ]);
}

/** A credit note's lines: the invoice's lines numbered `lineNos`, with negative prices, numbered from 1. */
export function creditLines(
  invoiceLineRows: readonly InvoiceLineRow[],
  lineNos: readonly number[],
): NewLine[] {
  return pricedLines(
    invoiceLineRows
      .filter((row) => lineNos.includes(row.lineNo))
      .map((row) => ({
        description: row.description,
        serviceType: row.serviceType,
        serviceId: row.serviceId,
        costPoolId: row.costPoolId,
        costPoolName: row.costPoolName,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        quantity: row.quantity,
        unitPriceCents: -row.unitPriceCents,
      })),
  );
}
