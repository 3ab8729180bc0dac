import {
  NUMBER_CHOICES,
  numberRangeWarning,
  type NumberAvailability,
  type NumberKind,
  type NumberType,
} from '@kaista/domain/ordering';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { ownUser } from '../../plugins/session/own-user';
import type { NumberRanges } from './number-ranges';

/**
 * §7 number availability: free numbers of a kind's range to choose from (the operator's for NEW, the
 * company's register for CSN), with the §4 range warning.
 */
export class NumbersService {
  constructor(private readonly ranges: NumberRanges) {}

  async availability(
    access: CompanyAccess,
    uid: string,
    numberType: NumberType,
    kind: NumberKind,
    needed: number,
  ): Promise<NumberAvailability> {
    ownUser(access, uid);
    const limit = Math.max(NUMBER_CHOICES, needed);
    const { numbers, total } = await this.ranges.available(kind, access.companyId, numberType, limit);
    // What the register lacks comes from the operator's range: its free numbers decide info or error.
    const csn =
      kind === 'CSN'
        ? { spare: (await this.ranges.available('NEW', access.companyId, numberType, 0)).total }
        : undefined;
    return { numberType, kind, available: total, numbers, warning: numberRangeWarning(total, needed, csn) };
  }
}
