import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { formatServiceNumber } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';

/** A service as the monthly billing run bills it (the invoicing module's `BillableSubscription`). */
export interface BilledService {
  serviceId: string;
  name: string;
  serviceType: string;
  monthlyPriceCents: number;
  costPoolId: string | null;
  activeFrom: string;
  activeUntil: string | null;
}

/**
 * The services side of billing: the subscriptions a billing agreement pays for in a month are the company's
 * services on that agreement that had begun by the month's end and had not ended before its start (suspended
 * ones are still billed, as the contract runs), each at its monthly price and in its cost centre.
 */
export async function billedServices(
  db: Database,
  companyId: string,
  payerId: string,
  period: { start: string; end: string },
): Promise<BilledService[]> {
  const rows = await db
    .select({
      id: services.id,
      number: services.number,
      packageName: services.packageName,
      userName: services.userName,
      type: services.type,
      monthlyPriceCents: services.monthlyPriceCents,
      costPoolId: services.costPoolId,
      contractStart: services.contractStart,
      endedOn: services.endedOn,
    })
    .from(services)
    .where(
      and(
        eq(services.companyId, companyId),
        eq(services.payerId, payerId),
        lte(services.contractStart, period.end),
        or(isNull(services.endedOn), gte(services.endedOn, period.start)),
      ),
    )
    .orderBy(asc(services.type), asc(services.number));
  return rows.map((row) => ({
    serviceId: row.id,
    name: [row.packageName, formatServiceNumber(row.number), row.userName].filter(Boolean).join(', '),
    serviceType: row.type,
    monthlyPriceCents: row.monthlyPriceCents,
    costPoolId: row.costPoolId,
    activeFrom: row.contractStart,
    activeUntil: row.endedOn,
  }));
}
