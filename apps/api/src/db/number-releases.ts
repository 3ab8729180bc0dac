import { numberQuarantineEnd } from '@kaista/domain/ordering';
import { ENDED_SERVICE_STATUSES } from '@kaista/domain/services';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { reservedBy, type Range } from './number-register';
import { numberPool, operatorNumbers, services } from './schema';

// Numbers going back to their ranges: after a service ends (quarantine), an order that failed, a cart that
// let them go, and reservations that lapsed (decision 011). Claims and holds are in number-register.ts.

/**
 * The number of a service that ended on `endedOn` goes into quarantine where it belongs (decision 011): the
 * company's register when the number is there, else the operator's range, where it is no company's any more
 * (a number another company holds there is left alone). A ported-in number is in neither and stays
 * untouched: it is not ours to give again. One statement, in the caller's transaction with the termination.
 */
export async function quarantineEndedNumber(
  db: Database,
  ended: { companyId: string; number: string; endedOn: string },
): Promise<void> {
  const { companyId, number } = ended;
  const availableFrom = numberQuarantineEnd(ended.endedOn).toISOString();
  await db.execute(sql`with register as (
      update ${numberPool} set status = 'QUARANTINE', cart_code = null, available_from = ${availableFrom}::timestamptz
      where company_id = ${companyId} and number = ${number} returning 1
    )
    update ${operatorNumbers} set status = 'QUARANTINE', company_id = null, cart_code = null,
      available_from = ${availableFrom}::timestamptz
    where number = ${number} and (company_id is null or company_id = ${companyId})
      and not exists (select 1 from register)`);
}

/**
 * An order that ended without making its service (ERRORED) gives back the numbers it took, in either range,
 * as free at once: no one ever called them, so no quarantine (decision 011). A number a live service of the
 * company already has (the reason such an order is refused) stays taken.
 */
export async function releaseOrderNumbers(db: Database, companyId: string, cartCode: string): Promise<void> {
  const unused = (number: typeof numberPool.number | typeof operatorNumbers.number) =>
    sql`not exists (select 1 from ${services} where ${services.companyId} = ${companyId}
      and ${services.number} = ${number} and ${notInArray(services.status, [...ENDED_SERVICE_STATUSES])})`;
  await db.execute(sql`with register as (
      update ${numberPool} set status = 'AVAILABLE', cart_code = null, available_from = null
      where company_id = ${companyId} and cart_code = ${cartCode} and status = 'TAKEN' and ${unused(numberPool.number)}
    )
    update ${operatorNumbers} set status = 'AVAILABLE', company_id = null, cart_code = null, available_from = null
    where company_id = ${companyId} and cart_code = ${cartCode} and status = 'TAKEN'
      and ${unused(operatorNumbers.number)}`);
}

/**
 * Gives the numbers a cart reserved back to their ranges, free at once (all the cart held without
 * `numbers`): the register's stay the company's, the operator's are no company's again.
 */
export async function releaseCartNumbers(
  db: Database,
  companyId: string,
  cartCode: string,
  numbers?: readonly string[],
): Promise<void> {
  if (numbers?.length === 0) return;
  await db
    .update(numberPool)
    .set({ status: 'AVAILABLE', cartCode: null, availableFrom: null })
    .where(reservedBy(numberPool, companyId, cartCode, numbers));
  await db
    .update(operatorNumbers)
    .set({ status: 'AVAILABLE', companyId: null, cartCode: null, availableFrom: null })
    .where(reservedBy(operatorNumbers, companyId, cartCode, numbers));
}

/**
 * The periodic job's part (decision 011): every lapsed reservation becomes free. No one used the number, so
 * there is no quarantine; the operator's are no company's again.
 */
export async function freeLapsedReservations(db: Database): Promise<void> {
  const lapsed = (table: Range) => and(eq(table.status, 'RESERVED'), sql`${table.availableFrom} <= now()`);
  await db
    .update(numberPool)
    .set({ status: 'AVAILABLE', cartCode: null, availableFrom: null })
    .where(lapsed(numberPool));
  await db
    .update(operatorNumbers)
    .set({ status: 'AVAILABLE', companyId: null, cartCode: null, availableFrom: null })
    .where(lapsed(operatorNumbers));
}
