import {
  CHARACTERISTIC_CODES,
  cartDetailsOf,
  numberRanges,
  numberResourcesOf,
  valueKey,
  type NumberResources,
  type NumberType,
  type SelfDefinedNumbers,
} from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { apiError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { ownUser, structuresOf } from './cart-access';
import type { CartsService } from './carts.service';
import { NumbersRepo } from './numbers.repo';

/**
 * §7 number resources (decision 011): the cart's new numbers, each from the company's own register (the CSN
 * of the built-in number integration), listed with who will use them, assigned in one go, and whether the
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
    const numbers = new NumbersRepo(this.db);
    const available = new Map<string, number>();
    for (const numberType of new Set(resources.map((resource) => resource.numberType)))
      available.set(numberType, (await numbers.available(access.companyId, numberType, 0)).total);
    return { resources, ranges: numberRanges(resources, (type) => available.get(type) ?? 0) };
  }

  /**
   * POST /numberresources (assignNumbers): each open number (of one type, if given) is reserved the next free
   * number of its type, in bundle order; when the register runs out nothing is kept (409
   * NUMBER_RESERVATION_FAILED, the write's transaction is rolled back).
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
      const numbers = new NumbersRepo(tx);
      const open = numberResourcesOf(lines, structures, undefined).filter(
        (resource) => resource.number === null && (!numberType || resource.numberType === numberType),
      );
      for (const resource of open) {
        const next = await numbers.reserveNext(row.companyId, resource.numberType, row.code);
        if (!next)
          throw apiError(
            'NUMBER_RESERVATION_FAILED',
            `The company's register has no free ${resource.numberType} numbers left.`,
          );
        const selection = lines
          .flatMap((line) => line.selections)
          .find((candidate) => candidate.bundleNo === resource.bundleNo)!;
        selection.values[valueKey(resource.productCode, CHARACTERISTIC_CODES.number)] = next;
      }
      return lines;
    });
  }

  /**
   * GET /selfdefinednumbersallowed: a number may be typed (chosen from the register) when the company's
   * register holds numbers of the type; otherwise the numbers are only assigned.
   */
  async selfDefinedAllowed(
    access: CompanyAccess,
    uid: string,
    numberType: NumberType,
  ): Promise<SelfDefinedNumbers> {
    ownUser(access, uid);
    return { numberType, allowed: await new NumbersRepo(this.db).hasRange(access.companyId, numberType) };
  }
}
