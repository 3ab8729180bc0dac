import type { Company, HeadOfficeInput } from '@kaista/domain/businesses';
import type {
  Administrator,
  CompanyNameInput,
  CompanyTypeInput,
  ExternalLink,
  ExternalLinksInput,
  Site,
  Store,
} from '@kaista/domain/company-info';
import { toCompany, type CompanyRow } from '../../db/company-row';
import { notFound } from '../../http-errors';
import type { AuditRecorder } from '../../routing/change-audit';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toAdministrator, toExternalLink, toSite, toStore } from './company-info-mapper';
import type { CompanyInfoRepo } from './company-info.repo';

const address = (row: CompanyRow) =>
  `${row.headOfficeStreet}, ${row.headOfficePostalNumber} ${row.headOfficeCity}, ${row.headOfficeCountry}`;

/** §2 /company/info: the company's contact details; every change is audited with its before and after. */
export class CompanyInfoService {
  constructor(private readonly repo: CompanyInfoRepo) {}

  async company(actor: CompanyAccess): Promise<CompanyRow> {
    const row = await this.repo.company(actor.companyId);
    if (!row) throw notFound('Company');
    return row;
  }

  async rename(
    actor: CompanyAccess,
    input: CompanyNameInput,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<Company> {
    const before = await this.company(actor);
    const name = input.name.trim();
    const row = await this.repo.update(
      actor.companyId,
      expected,
      { name },
      audit('company.rename', `${before.name} → ${name}`),
    );
    return toCompany(row);
  }

  async setHeadOffice(
    actor: CompanyAccess,
    input: HeadOfficeInput,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<Company> {
    const before = await this.company(actor);
    const changes = {
      headOfficeStreet: input.street.trim(),
      headOfficePostalNumber: input.postalNumber.trim(),
      headOfficeCity: input.city.trim(),
      headOfficeCountry: input.country ?? 'FI',
    };
    const after = address({ ...before, ...changes });
    const row = await this.repo.update(
      actor.companyId,
      expected,
      changes,
      audit('company.head-office', `${address(before)} → ${after}`),
    );
    return toCompany(row);
  }

  async setCompanyType(
    actor: CompanyAccess,
    input: CompanyTypeInput,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<Company> {
    const before = await this.company(actor);
    const subject = `${before.companyType} → ${input.companyType}`;
    const row = await this.repo.update(
      actor.companyId,
      expected,
      { companyType: input.companyType },
      audit('company.type', subject),
    );
    return toCompany(row);
  }

  async setLinks(
    actor: CompanyAccess,
    input: ExternalLinksInput,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<Company> {
    const before = await this.repo.links(actor.companyId);
    const titles = (links: readonly { title: string }[]) => links.map((link) => link.title).join(', ') || '–';
    const subject = `${titles(before)} → ${titles(input.links)}`;
    const row = await this.repo.update(
      actor.companyId,
      expected,
      {},
      audit('company.links', subject),
      this.repo.replaceLinks(actor.companyId, input.links),
    );
    return toCompany(row);
  }

  async links(actor: CompanyAccess): Promise<ExternalLink[]> {
    return (await this.repo.links(actor.companyId)).map(toExternalLink);
  }

  async sites(actor: CompanyAccess): Promise<Site[]> {
    return (await this.repo.sites(actor.companyId)).map(toSite);
  }

  async stores(actor: CompanyAccess): Promise<Store[]> {
    return (await this.repo.stores(actor.companyId)).map(toStore);
  }

  async administrators(actor: CompanyAccess): Promise<Administrator[]> {
    return (await this.repo.administrators(actor.companyId)).map(toAdministrator);
  }
}
