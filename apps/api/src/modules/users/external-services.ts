import { and, eq } from 'drizzle-orm';
import {
  EXTERNAL_SERVICES,
  externalServiceProblem,
  type ExternalService,
  type ExternalServiceAccess,
  type UserExternalService,
  type UserExternalServices,
} from '@kaista/domain/users';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { userExternalServices } from '../../db/schema';
import { apiError, forbidden, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import type { CompanyUsersRepo } from './company-users.repo';

interface AccessRow extends ExternalServiceAccess {
  service: string;
  version: number;
}

const shown = (access: ExternalServiceAccess | null) =>
  access ? `${access.userRole} (${access.permission ? 'on' : 'off'})` : '–';

const toService = (service: ExternalService, row: AccessRow | undefined): UserExternalService => ({
  service,
  access: row ? { userRole: row.userRole, permission: row.permission } : null,
  version: row?.version ?? 0,
});

/**
 * §7 /users/{uid}/externalservice/{service}: a company user's role in the operator's external services and
 * the toggle that switches the access on and off. Enrolling twice is a conflict, changing a service the user
 * is not enrolled in is not found, a change is conditional on the version read (412), and a company
 * administrator makes nobody a manager of a service they do not manage themselves (403).
 */
export class ExternalServices {
  constructor(
    private readonly db: Database,
    private readonly users: CompanyUsersRepo,
  ) {}

  async list(companyId: string, userId: string): Promise<UserExternalServices> {
    await this.member(companyId, userId);
    const rows = await this.rowsOf(companyId, userId);
    return { items: EXTERNAL_SERVICES.map((service) => toService(service, rows.get(service))) };
  }

  async enrol(
    access: CompanyAccess,
    userId: string,
    service: ExternalService,
    wanted: ExternalServiceAccess,
    audit: AuditRecorder,
  ): Promise<UserExternalService> {
    const { companyId } = access;
    const user = await this.member(companyId, userId);
    const before = (await this.rowsOf(companyId, userId)).get(service);
    if (before) throw apiError('ILLEGAL_STATE', 'The user already has a role in the service.');
    await this.assertMayGive(access, service, null, wanted);
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(userExternalServices)
        .values({ companyId, userId, service, ...wanted })
        .onConflictDoNothing()
        .returning({ version: userExternalServices.version });
      if (!inserted) throw apiError('ILLEGAL_STATE', 'The user already has a role in the service.');
      await audit('user.external-service', `${displayName(user)}, ${service}: – → ${shown(wanted)}`)(tx);
      return inserted;
    });
    return { service, access: wanted, version: row.version };
  }

  async change(
    access: CompanyAccess,
    userId: string,
    service: ExternalService,
    wanted: ExternalServiceAccess,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<UserExternalService> {
    const { companyId } = access;
    const user = await this.member(companyId, userId);
    const before = (await this.rowsOf(companyId, userId)).get(service);
    if (!before) throw notFound('Service role');
    await this.assertMayGive(access, service, before, wanted);
    const where = and(
      eq(userExternalServices.companyId, companyId),
      eq(userExternalServices.userId, userId),
      eq(userExternalServices.service, service),
    );
    if (!where) throw notFound('Service role');
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(userExternalServices)
        .set({ ...wanted, version: nextVersion(userExternalServices.version), updatedAt: new Date() })
        .where(versionedWhere(userExternalServices.version, where, expected))
        .returning({ version: userExternalServices.version });
      if (row) {
        const subject = `${displayName(user)}, ${service}: ${shown(before)} → ${shown(wanted)}`;
        await audit('user.external-service', subject)(tx);
      }
      return row;
    });
    const row = await versionedResult(updated, async () => true, 'Service role');
    return { service, access: wanted, version: row.version };
  }

  private async assertMayGive(
    access: CompanyAccess,
    service: ExternalService,
    before: ExternalServiceAccess | null,
    after: ExternalServiceAccess,
  ): Promise<void> {
    const own = access.user.isOperatorStaff
      ? null
      : ((await this.rowsOf(access.companyId, access.user.id)).get(service) ?? null);
    const problem = externalServiceProblem(
      { isOperatorStaff: access.user.isOperatorStaff, ownAccess: own },
      before,
      after,
    );
    if (problem) throw forbidden('Only a manager of the service makes others its managers.');
  }

  private async member(companyId: string, userId: string) {
    const user = await this.users.find(companyId, userId);
    if (!user) throw notFound('User');
    return user;
  }

  private async rowsOf(companyId: string, userId: string): Promise<Map<string, AccessRow>> {
    const rows = await this.db
      .select({
        service: userExternalServices.service,
        userRole: userExternalServices.userRole,
        permission: userExternalServices.permission,
        version: userExternalServices.version,
      })
      .from(userExternalServices)
      .where(and(eq(userExternalServices.companyId, companyId), eq(userExternalServices.userId, userId)));
    return new Map(
      rows.map((row) => [
        row.service,
        { ...row, userRole: row.userRole === 'MANAGER' ? ('MANAGER' as const) : ('USER' as const) },
      ]),
    );
  }
}
