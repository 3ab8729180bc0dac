import type { Company } from '@kaista/domain/businesses';
import { toCompany } from '../../db/company-row';
import { notFound } from '../../http-errors';
import type { AccessUser } from '../../plugins/session/access-user';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { BusinessesRepo } from './businesses.repo';

export class BusinessesService {
  constructor(private readonly repo: BusinessesRepo) {}

  /** The companies the actor is a member of, by name. */
  async own(actor: AccessUser): Promise<Company[]> {
    const rows = await this.repo.findByIds(actor.memberships.map((membership) => membership.companyId));
    return rows.map(toCompany);
  }

  /** The company the actor's company guard admitted them to. */
  async get(actor: CompanyAccess): Promise<Company> {
    const row = await this.repo.findById(actor.companyId);
    if (!row) throw notFound('Company');
    return toCompany(row);
  }
}
