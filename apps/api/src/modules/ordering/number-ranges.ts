import type { NumberKind } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import type { RangeNumber } from './cart-numbers';
import { holdCartNumbers } from '../../db/number-register';
import { releaseCartNumbers } from '../../db/number-releases';
import { NumbersRepo } from './numbers.repo';
import { OperatorNumbersRepo } from './operator-numbers.repo';

/**
 * The two ranges a cart's numbers come from (decision 011): a new number (NEW) from the operator's range, a
 * CSN number from the company's own register. A CSN number the register cannot give is the operator's next
 * one: a short register is information (§8 'not enough CSN numbers'), not a stop.
 */
export class NumberRanges {
  private readonly register: NumbersRepo;
  private readonly operator: OperatorNumbersRepo;

  constructor(private readonly db: Database) {
    this.register = new NumbersRepo(db);
    this.operator = new OperatorNumbersRepo(db);
  }

  available(kind: NumberKind, companyId: string, numberType: string, limit: number) {
    return kind === 'CSN'
      ? this.register.available(companyId, numberType, limit)
      : this.operator.available(numberType, limit);
  }

  /** The number as its range knows it (state and type); undefined when the range lacks it. */
  find(kind: NumberKind, companyId: string, number: string) {
    return kind === 'CSN' ? this.register.find(companyId, number) : this.operator.find(number);
  }

  reserve(kind: NumberKind, companyId: string, number: string, numberType: string, cartCode: string) {
    return kind === 'CSN'
      ? this.register.reserve(companyId, number, numberType, cartCode)
      : this.operator.reserve(companyId, number, numberType, cartCode);
  }

  /** The next free number of a kind and type for a cart (a CSN one from the operator's when the register has none). */
  async claimNext(
    kind: NumberKind,
    claim: { companyId: string; numberType: string; cartCode: string; status: 'RESERVED' | 'TAKEN' },
  ): Promise<string | null> {
    const { companyId, numberType, cartCode, status } = claim;
    const own =
      kind === 'CSN' ? await this.register.claimNext(companyId, numberType, cartCode, status) : null;
    return own ?? this.operator.claimNext(companyId, numberType, cartCode, status);
  }

  hasRange(kind: NumberKind, companyId: string, numberType: string) {
    return kind === 'CSN'
      ? this.register.hasRange(companyId, numberType)
      : this.operator.hasRange(numberType);
  }

  /** Gives back what a cart held in either range (all it held without `numbers`). */
  release(companyId: string, cartCode: string, numbers?: readonly string[]): Promise<void> {
    return releaseCartNumbers(this.db, companyId, cartCode, numbers);
  }

  /** The cart's reservations of `numbers` last a full period again; lapsed ones still free are its again. */
  async renew(companyId: string, cartCode: string, numbers: readonly string[]): Promise<void> {
    await holdCartNumbers(this.db, { companyId, cartCode, numbers, status: 'RESERVED' });
  }

  /**
   * The cart holds again the numbers its values name, reserved anew or taken by its order, in one statement
   * (the submit counts them); the answer is the fields of those it lost (decision 011: its reservation
   * lapsed and someone else has the number now).
   */
  async hold(
    companyId: string,
    cartCode: string,
    resources: readonly RangeNumber[],
    status: 'RESERVED' | 'TAKEN',
  ): Promise<string[]> {
    const numbers = resources.flatMap((entry) => (entry.number ? [entry.number] : []));
    const held = await holdCartNumbers(this.db, { companyId, cartCode, numbers, status });
    return resources.filter((entry) => entry.number && !held.has(entry.number)).map((entry) => entry.field);
  }
}

/** Whether a number is already the company's own or the operator's, so no port-in can bring it. */
export async function isOurs(ranges: NumberRanges, companyId: string, number: string): Promise<boolean> {
  return (
    (await ranges.find('CSN', companyId, number)) !== undefined ||
    (await ranges.find('NEW', companyId, number)) !== undefined
  );
}
