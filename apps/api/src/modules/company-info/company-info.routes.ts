import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Company } from '@kaista/domain/businesses';
import { COMPANY_INFO_ACCESS, companyInfoCalls } from '@kaista/domain/company-info';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { auditRecorder } from '../../routing/change-audit';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, sendVersionEtag, withVersionEtag } from '../../routing/if-match';
import { CompanyInfoRepo } from './company-info.repo';
import { CompanyInfoService } from './company-info.service';

/** An updated company with the ETag its next update names. */
function answer(reply: FastifyReply, company: Company): Company {
  return withVersionEtag(reply, company);
}

/** §7 'Businesses': the company's contact details of §2 /company/info. */
export async function registerCompanyInfoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new CompanyInfoService(new CompanyInfoRepo(deps.db));
  const route = callRoutes(app, ['Businesses']);
  const read = companyScope(deps.db, COMPANY_INFO_ACCESS.read);
  const write = companyScope(deps.db, COMPANY_INFO_ACCESS.write);

  route(companyInfoCalls.headOffice, {
    guard: read,
    handler: async (request, reply) => {
      const company = await service.company(request.company);
      sendVersionEtag(reply, company.version);
      return {
        street: company.headOfficeStreet,
        postalNumber: company.headOfficePostalNumber,
        city: company.headOfficeCity,
        country: company.headOfficeCountry,
      };
    },
  });

  route(companyInfoCalls.setHeadOffice, {
    guard: write,
    handler: async (request, reply) =>
      answer(
        reply,
        await service.setHeadOffice(
          request.company,
          request.body,
          ifMatchVersion(request),
          auditRecorder(request, 200),
        ),
      ),
  });

  route(companyInfoCalls.rename, {
    guard: write,
    handler: async (request, reply) =>
      answer(
        reply,
        await service.rename(
          request.company,
          request.body,
          ifMatchVersion(request),
          auditRecorder(request, 200),
        ),
      ),
  });

  route(companyInfoCalls.setCompanyType, {
    guard: companyScope(deps.db, COMPANY_INFO_ACCESS.companyType),
    handler: async (request, reply) =>
      answer(
        reply,
        await service.setCompanyType(
          request.company,
          request.body,
          ifMatchVersion(request),
          auditRecorder(request, 200),
        ),
      ),
  });

  route(companyInfoCalls.externalLinks, {
    guard: read,
    handler: async (request) => service.links(request.company),
  });

  route(companyInfoCalls.setExternalLinks, {
    guard: write,
    handler: async (request, reply) =>
      answer(
        reply,
        await service.setLinks(
          request.company,
          request.body,
          ifMatchVersion(request),
          auditRecorder(request, 200),
        ),
      ),
  });

  route(companyInfoCalls.administrators, {
    guard: read,
    handler: async (request) => service.administrators(request.company),
  });
  route(companyInfoCalls.sites, { guard: read, handler: async (request) => service.sites(request.company) });
  route(companyInfoCalls.stores, {
    guard: read,
    handler: async (request) => service.stores(request.company),
  });
}
