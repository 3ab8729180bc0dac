import { sql } from 'drizzle-orm';
import { invoiceSums } from '@kaista/domain/invoices';
import type { Database } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import type { BillableItems } from './billable-items';
import type { NewLine } from './invoice-lines';

/** An invoice or credit note to write: its head (the sums are its lines'), its lines and the charges it bills. */
export interface InvoiceToIssue {
  head: Omit<typeof invoices.$inferInsert, 'netCents' | 'vatCents' | 'totalCents'>;
  lines: NewLine[];
  chargeIds: string[];
}

/** What the invoice keeps of its lines for the list's filters (`invoices.line_types` and the rest). */
function keptOfLines(lines: NewLine[]) {
  const pools = lines.map((item) => item.costPoolId ?? null);
  return {
    lineTypes: [...new Set(lines.map((item) => item.serviceType))].sort(),
    lineCostPoolIds: [...new Set(pools.filter((pool): pool is string => pool !== null))].sort(),
    hasLineWithoutCostPool: pools.includes(null),
  };
}

/** A line as the columns of its row, for the JSON the lines are inserted from. */
function lineColumns(item: NewLine) {
  return {
    line_no: item.lineNo,
    description: item.description,
    service_type: item.serviceType,
    service_id: item.serviceId ?? null,
    cost_pool_id: item.costPoolId ?? null,
    cost_pool_name: item.costPoolName ?? null,
    period_start: item.periodStart,
    period_end: item.periodEnd,
    quantity: item.quantity,
    unit_price_cents: item.unitPriceCents,
    net_cents: item.netCents,
    vat_rate_basis_points: item.vatRateBasisPoints,
    vat_cents: item.vatCents,
  };
}

/**
 * Writes the invoice, its lines and the billed charges in one transaction; null when already billed (the
 * invoice's unique number or period index), so nothing of a repeated run is written twice.
 */
export async function issueInvoice(
  db: Database,
  items: BillableItems,
  newId: () => string,
  { head, lines, chargeIds }: InvoiceToIssue,
): Promise<string | null> {
  const sums = invoiceSums(lines);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        ...head,
        id: newId(),
        netCents: sums.netCents,
        vatCents: sums.vatCents,
        totalCents: sums.totalCents,
        paidCents: 0,
        ...keptOfLines(lines),
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (!row) return null;
    const companyId = head.companyId;
    // One parameter of JSON rather than ~15 per line: an invoice of a large company has thousands of lines.
    await tx.execute(sql`
      insert into ${invoiceLines} (company_id, invoice_id, line_no, description, service_type, service_id,
        cost_pool_id, cost_pool_name, period_start, period_end, quantity, unit_price_cents, net_cents,
        vat_rate_basis_points, vat_cents)
      select ${companyId}, ${row.id}::uuid, line_no, description, service_type, service_id, cost_pool_id,
        cost_pool_name, period_start, period_end, quantity, unit_price_cents, net_cents, vat_rate_basis_points,
        vat_cents
      from jsonb_to_recordset(${JSON.stringify(lines.map(lineColumns))}::jsonb) as l(line_no int,
        description text, service_type text, service_id text, cost_pool_id uuid, cost_pool_name text,
        period_start date, period_end date, quantity int, unit_price_cents bigint, net_cents bigint,
        vat_rate_basis_points int, vat_cents bigint)`);
    await items.markBilled(tx, companyId, chargeIds, row.id);
    return row.id;
  });
}
