import type { AdminSession, EnvironmentMode } from '@kaista/domain/admin-tools';
import type { Company } from '@kaista/domain/businesses';
import {
  COMPANY_CREATOR_ROLES,
  normalizeCompanyIdentifier,
  type newCompanySchema,
} from '@kaista/domain/company-search';
import type { EnvironmentInfo } from '@kaista/domain/session';
import { isOperatorStaff, isSuperAdmin, type RoleName } from '@kaista/domain/shared/roles';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import { badRequest, conflict, forbidden } from '../../http-errors';
import { type AccessUser, displayName, toRoleHolder } from '../../plugins/session/access';
import type { AuthContext } from '../../plugins/session/session-plugin';
import type { SessionStore } from '../../plugins/session/session-store';
import { toCompany } from '../../db/company-row';
import type { OperatorRepo } from './operator.repo';

export function requireOperatorStaff(user: AccessUser): void {
  if (!isOperatorStaff(toRoleHolder(user))) throw forbidden();
}

export class OperatorService {
  constructor(
    private readonly repo: OperatorRepo,
    private readonly sessions: SessionStore,
    private readonly config: AppConfig,
  ) {}

  /** POST /businesses (§2 /0/company/new): the business ID is stored in its normalised form. */
  async createCompany(user: AccessUser, input: z.output<typeof newCompanySchema>): Promise<Company> {
    if (!user.globalRoles.some((role) => COMPANY_CREATOR_ROLES.includes(role as RoleName))) throw forbidden();
    const businessId = normalizeCompanyIdentifier(input.identifierType, input.businessId);
    if (!businessId)
      throw badRequest('The identifier is not valid.', { businessId: 'validation.business-id' });
    const duplicate = () => conflict('ORGANISATION_EXISTS', 'A company with this identifier exists already.');
    if (await this.repo.findByBusinessId(businessId)) throw duplicate();
    const row = await this.repo.createCompany({
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

  /** §9 PUT /environmentmode: the session's own environment, which decides the feature flags. */
  async setEnvironment(auth: AuthContext, mode: EnvironmentMode): Promise<EnvironmentInfo> {
    requireOperatorStaff(auth.operator ?? auth.user);
    await this.sessions.update(auth.session.idHash, { environmentOverride: mode.environment });
    return { environment: mode.environment ?? this.config.environment };
  }

  /** §2 /0/admintools/session: the person behind the session, whom they act for, where and until when. */
  async adminSession(auth: AuthContext, companyName: string | null): Promise<AdminSession> {
    const person = auth.operator ?? auth.user;
    if (!isSuperAdmin(toRoleHolder(person))) throw forbidden();
    const { session } = auth;
    return {
      user: { uid: person.id, name: displayName(person), email: person.email, roles: person.globalRoles },
      impersonating: auth.operator
        ? { uid: auth.user.id, name: displayName(auth.user), email: auth.user.email }
        : null,
      company: companyName === null ? null : { uid: session.currentCompanyId, name: companyName },
      environment: session.environmentOverride ?? this.config.environment,
      environmentOverridden: session.environmentOverride !== null,
      createdAt: session.createdAt.toISOString(),
      idleExpiresAt: session.idleExpiresAt.toISOString(),
      absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
    };
  }
}
