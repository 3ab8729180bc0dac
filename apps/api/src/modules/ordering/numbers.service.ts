import {
  NUMBER_CHOICES,
  numberRangeWarning,
  type NumberAvailability,
  type NumberType,
} from '@kaista/domain/ordering';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { ownUser } from './cart-access';
import type { NumbersRepo } from './numbers.repo';

/** §7 number availability: free numbers of the company's range to choose from, with the §4 range warning. */
export class NumbersService {
  constructor(private readonly numbers: NumbersRepo) {}

  async availability(
    access: CompanyAccess,
    uid: string,
    numberType: NumberType,
    needed: number,
  ): Promise<NumberAvailability> {
    ownUser(access, uid);
    const { numbers, total } = await this.numbers.available(
      access.companyId,
      numberType,
      Math.max(NUMBER_CHOICES, needed),
    );
    return { numberType, available: total, numbers, warning: numberRangeWarning(total, needed) };
  }
}
