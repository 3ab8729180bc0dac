import {
  CHARACTERISTIC_CODES,
  cartDetailsOf,
  numberRanges,
  numberResourcesOf,
  valueKey,
  type NumberKind,
  type NumberResources,
  type NumberType,
  type SelfDefinedNumbers,
} from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { apiError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { ownUser } from '../../plugins/session/own-user';
import { structuresOf } from './cart-access';
import type { CartsService } from './carts.service';
import { NumberRanges } from './number-ranges';

/**
 * §7 number resources (decision 011): the cart's new numbers (from the operator's range) and CSN numbers
 * (from the company's own register), listed with who will use them, assigned in one go, and whether the
 * orderer may type the number they want.
 */
export class NumberResourcesService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartsService,
  ) {}

  /** GET /numberresources: with matchEndUser, each number names its user (the selection's, else the cart's). */
  async list(
    access: CompanyAccess,
    uid: string,
    code: string,
    matchEndUser: boolean,
  ): Promise<NumberResources> {
    const row = await this.carts.get(access, uid, code);
    const structures = await structuresOf(
      this.db,
      row.lines.map((line) => line.rootBundleTemplateId),
    );
    const endUser = matchEndUser ? (cartDetailsOf(row.details).endUser?.name ?? null) : undefined;
    const resources = numberResourcesOf(row.lines, structures, endUser);
    const numbers = new NumberRanges(this.db);
    const available = new Map<string, number>();
    const count = async (kind: NumberKind, numberType: NumberType) => {
      const key = `${kind}:${numberType}`;
      if (!available.has(key))
        available.set(key, (await numbers.available(kind, access.companyId, numberType, 0)).total);
    };
    for (const { kind, numberType } of resources) {
      await count(kind, numberType);
      // A CSN range's warning weighs the register against the operator's range, which covers its shortfall.
      if (kind === 'CSN') await count('NEW', numberType);
    }
    return {
      resources,
      ranges: numberRanges(resources, (kind, type) => available.get(`${kind}:${type}`) ?? 0),
    };
  }

  /**
   * POST /numberresources (assignNumbers): each open number (of one type, if given) is reserved the next free
   * number of its kind and type, in bundle order (a CSN one the register lacks from the operator's range);
   * when the ranges run out nothing is kept (409 NUMBER_RESERVATION_FAILED, the transaction is rolled back).
   */
  assign(
    access: CompanyAccess,
    uid: string,
    code: string,
    numberType: NumberType | undefined,
    expected: number | undefined,
  ) {
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
      const structures = await structuresOf(
        tx,
        row.lines.map((line) => line.rootBundleTemplateId),
      );
      const lines = structuredClone(row.lines);
      const numbers = new NumberRanges(tx);
      const open = numberResourcesOf(lines, structures, undefined).filter(
        (resource) => resource.number === null && (!numberType || resource.numberType === numberType),
      );
      for (const resource of open) {
        const next = await numbers.claimNext(resource.kind, {
          companyId: row.companyId,
          numberType: resource.numberType,
          cartCode: row.code,
          status: 'RESERVED',
        });
        if (!next)
          throw apiError('NUMBER_RESERVATION_FAILED', `No free ${resource.numberType} numbers are left.`);
        const selection = lines
          .flatMap((line) => line.selections)
          .find((candidate) => candidate.bundleNo === resource.bundleNo)!;
        selection.values[valueKey(resource.productCode, CHARACTERISTIC_CODES.number)] = next;
      }
      return lines;
    });
  }

  /**
   * GET /selfdefinednumbersallowed: a number may be typed (chosen from its range) when the range of the kind
   * (the operator's for NEW, the company's register for CSN) holds numbers of the type; otherwise they are
   * only assigned.
   */
  async selfDefinedAllowed(
    access: CompanyAccess,
    uid: string,
    numberType: NumberType,
    kind: NumberKind,
  ): Promise<SelfDefinedNumbers> {
    ownUser(access, uid);
    const allowed = await new NumberRanges(this.db).hasRange(kind, access.companyId, numberType);
    return { numberType, kind, allowed };
  }
}
