import { NUMBER_RESERVATION_HOURS, numberQuarantineEnd } from '@kaista/domain/ordering';
import { ENDED_SERVICE_STATUSES } from '@kaista/domain/services';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { numberPool, operatorNumbers, services } from './schema';

type Range = typeof numberPool | typeof operatorNumbers;

/**
 * A number of either range no cart or order holds: a quarantine that has ended and a cart's reservation that
 * lapsed (`available_from` is when either ends; decision 011) count as free.
 */
export const freeIn = (table: Range) =>
  or(
    eq(table.status, 'AVAILABLE'),
    and(inArray(table.status, ['QUARANTINE', 'RESERVED']), sql`${table.availableFrom} <= now()`),
  );

/** When a reservation made now lapses. */
export const reservationEnd = sql`now() + make_interval(hours => ${NUMBER_RESERVATION_HOURS}::int)`;

/** The company's number register, as order capture and bulk orders both claim from it. */
export const freeNumber = freeIn(numberPool);

/** The free numbers of one type in the company's range. */
export const freeNumberOfType = (companyId: string, numberType: string) =>
  and(eq(numberPool.companyId, companyId), eq(numberPool.numberType, numberType), freeNumber);

/**
 * Claims the lowest free number of a type for a cart, reserved (a cart holds it) or taken (an order has it);
 * null when the range has none left. Locked rows are skipped, so two carts never get the same number.
 */
export async function claimNextNumber(
  db: Database,
  claim: { companyId: string; numberType: string; cartCode: string; status: 'RESERVED' | 'TAKEN' },
): Promise<string | null> {
  const { companyId, numberType, cartCode, status } = claim;
  const rows = await db
    .update(numberPool)
    .set({ status, cartCode, availableFrom: status === 'RESERVED' ? reservationEnd : null })
    .where(
      and(
        eq(numberPool.companyId, companyId),
        sql`${numberPool.number} = (select ${numberPool.number} from ${numberPool}
          where ${freeNumberOfType(companyId, numberType)}
          order by ${numberPool.number} limit 1 for update skip locked)`,
      ),
    )
    .returning({ number: numberPool.number });
  return rows[0]?.number ?? null;
}

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

/** A cart's reservations in either range (of `numbers` only, when given). */
const reservedBy = (table: Range, companyId: string, cartCode: string, numbers?: readonly string[]) =>
  and(
    eq(table.companyId, companyId),
    eq(table.cartCode, cartCode),
    eq(table.status, 'RESERVED'),
    numbers ? inArray(table.number, [...numbers]) : undefined,
  );

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
 * The numbers a cart's values name, held again in one statement for both ranges: reserved anew (a
 * preordercheck) or taken by its order (the submit). The cart gets each one it still holds and each lapsed
 * one that is still free; the answer is what it got, so a number missing from it was taken or reserved by
 * someone else after the cart's reservation lapsed (§8 'Lock item expired').
 */
export async function holdCartNumbers(
  db: Database,
  hold: { companyId: string; cartCode: string; numbers: readonly string[]; status: 'RESERVED' | 'TAKEN' },
): Promise<Set<string>> {
  const { companyId, cartCode, numbers, status } = hold;
  if (numbers.length === 0) return new Set();
  const until = status === 'RESERVED' ? reservationEnd : sql`null`;
  const own = (table: Range) => or(reservedBy(table, companyId, cartCode), freeIn(table));
  const result = await db.execute(sql`with register as (
      update ${numberPool} set status = ${status}, cart_code = ${cartCode}, available_from = ${until}
      where company_id = ${companyId} and ${inArray(numberPool.number, [...numbers])} and ${own(numberPool)}
      returning number
    ), operator as (
      update ${operatorNumbers} set status = ${status}, company_id = ${companyId}, cart_code = ${cartCode},
        available_from = ${until}
      where ${inArray(operatorNumbers.number, [...numbers])} and ${own(operatorNumbers)}
        and number not in (select number from register)
      returning number
    ) select number from register union all select number from operator`);
  return new Set((result as unknown as { rows: { number: string }[] }).rows.map((row) => row.number));
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

/**
 * The numbers one cart reserved are another's now: an order request's, held without lapsing while it waits
 * for its approvers (`to.lapses` false), or the approver's cart its lines were copied to, reserved anew.
 */
export async function moveCartNumbers(
  db: Database,
  companyId: string,
  from: string,
  to: { code: string; lapses: boolean },
): Promise<void> {
  const moved = { cartCode: to.code, availableFrom: to.lapses ? reservationEnd : null };
  await db
    .update(numberPool)
    .set(moved)
    .where(reservedBy(numberPool, companyId, from));
  await db
    .update(operatorNumbers)
    .set(moved)
    .where(reservedBy(operatorNumbers, companyId, from));
}
