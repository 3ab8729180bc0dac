import type { Company } from '@kaista/domain/businesses';
import {
  COMPANY_CREATOR_ROLES,
  normalizeCompanyIdentifier,
  type CompanySearchResult,
  type newCompanySchema,
} from '@kaista/domain/company-search';
import type { RoleName } from '@kaista/domain/shared/roles';
import type { z } from 'zod';
import { toCompany } from '../../db/company-row';
import { badRequest, apiError, forbidden } from '../../http-errors';
import type { AccessUser } from '../../plugins/session/access-user';
import type { CompanySearchRepo, SearchOptions } from './company-search.repo';
import type { NewCompanyRepo } from './new-company.repo';

export class CompanySearchService {
  constructor(
    private readonly search: CompanySearchRepo,
    private readonly companies: NewCompanyRepo,
  ) {}

  /** §2 /0: every company, for operator staff only. */
  async find(actor: AccessUser, options: SearchOptions): Promise<CompanySearchResult> {
    if (!actor.isOperatorStaff) throw forbidden();
    return this.search.search(options);
  }

  /** POST /businesses (§2 /0/company/new): the business ID is stored in its normalised form. */
  async create(actor: AccessUser, input: z.output<typeof newCompanySchema>): Promise<Company> {
    if (!actor.globalRoles.some((role) => COMPANY_CREATOR_ROLES.includes(role as RoleName)))
      throw forbidden();
    const businessId = normalizeCompanyIdentifier(input.identifierType, input.businessId);
    if (!businessId)
      throw badRequest('The identifier is not valid.', { businessId: 'validation.business-id' });
    const duplicate = () => apiError('ORGANISATION_EXISTS', 'A company with this identifier exists already.');
    if (await this.companies.findByBusinessId(businessId)) throw duplicate();
    const row = await this.companies.createCompany({
      name: input.name.trim(),
      businessId,
      identifierType: input.identifierType,
      companyType: input.companyType,
      headOfficeStreet: input.headOffice.street.trim(),
      headOfficePostalNumber: input.headOffice.postalNumber,
      headOfficeCity: input.headOffice.city.trim(),
      headOfficeCountry: input.headOffice.country,
    });
    if (!row) throw duplicate();
    return toCompany(row);
  }
}
