import { NUMBER_RESERVATION_HOURS } from '@kaista/domain/ordering';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { numberPool, operatorNumbers } from './schema';

export type Range = typeof numberPool | typeof operatorNumbers;

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

/** A cart's reservations in either range (of `numbers` only, when given). */
export const reservedBy = (table: Range, companyId: string, cartCode: string, numbers?: readonly string[]) =>
  and(
    eq(table.companyId, companyId),
    eq(table.cartCode, cartCode),
    eq(table.status, 'RESERVED'),
    numbers ? inArray(table.number, [...numbers]) : undefined,
  );

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
