import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  companyIdmRoles,
  idmRolesOf,
  matchingRoleGroups,
  type IdmRoleGroup,
  type IdmRoleGroups,
  type IdmUserRoles,
} from '@kaista/domain/users';
import type { Database } from '../../db/client';
import { companyMemberships, idmRoleGroups } from '../../db/schema';

/** The operator's role group templates live under company '0', which is no company. */
export const IDM_TEMPLATES_COMPANY = '0';

/**
 * §7 IDM user roles and role groups: the company's own role groups with the operator's templates, the
 * company's IDM roles (and so its employee-user role, §6), and one person's IDM roles in the company.
 */
export class IdmRoles {
  constructor(private readonly db: Database) {}

  async templates(): Promise<IdmRoleGroup[]> {
    return this.groupsOf([IDM_TEMPLATES_COMPANY]);
  }

  async roleGroups(companyId: string): Promise<IdmRoleGroups> {
    const items = await this.groupsOf([companyId, IDM_TEMPLATES_COMPANY]);
    const own = companyIdmRoles(items);
    return { items, companyRoles: own.roles, hasEmployeeUserRole: own.employee };
  }

  /** The person with the e-mail: their own IDM roles in the company and the role groups they match. */
  async userRoles(companyId: string, email: string): Promise<IdmUserRoles> {
    const [member] = await this.db
      .select({ uid: companyMemberships.userId, roles: companyMemberships.roles })
      .from(companyMemberships)
      .where(
        and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.email, email.toLowerCase())),
      );
    if (!member) return { email, userUid: null, roles: [], matchingGroups: [] };
    const roles = idmRolesOf(member.roles);
    const groups = await this.groupsOf([companyId, IDM_TEMPLATES_COMPANY]);
    return { email, userUid: member.uid, roles, matchingGroups: matchingRoleGroups(roles, groups) };
  }

  /** The company's own groups first, then the templates, each by name. */
  private async groupsOf(companyIds: string[]): Promise<IdmRoleGroup[]> {
    const rows = await this.db
      .select({
        companyId: idmRoleGroups.companyId,
        uid: idmRoleGroups.id,
        name: idmRoleGroups.name,
        roles: idmRoleGroups.roles,
      })
      .from(idmRoleGroups)
      .where(inArray(idmRoleGroups.companyId, companyIds))
      .orderBy(asc(idmRoleGroups.name), asc(idmRoleGroups.id));
    const groups = rows.map(({ companyId, ...row }) => ({
      ...row,
      template: companyId === IDM_TEMPLATES_COMPANY,
    }));
    return [...groups.filter((group) => !group.template), ...groups.filter((group) => group.template)];
  }
}
