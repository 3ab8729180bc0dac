import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasPermissions, meetsRoleRequirement, type PermissionName, type RoleName } from '@kaista/domain';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { forbidden, notFound } from '../../http-errors';
import { permissionsIn, toRoleHolder } from './access';
import type { AuthContext } from './session-plugin';

export interface CompanyScopeRequirement {
  /** Permissions the caller needs in the company (§6). */
  permissions?: readonly PermissionName[];
  /** 'all' (default) or 'any' of the permissions. */
  mode?: 'all' | 'any';
  /** Roles of which the caller needs one, globally or in the company (§6 role requirement). */
  roles?: readonly RoleName[];
}

export interface CompanyAccess extends AuthContext {
  companyId: string;
  companyName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the company scope on every `/api/businesses/{id}/…` route. */
    company: CompanyAccess;
  }
}

function companyIdOf(request: FastifyRequest): string {
  return (request.params as { id?: string }).id ?? '';
}

/**
 * DESIGN.md §5: the company in the path is checked against the caller on every call. Operator staff reach
 * every company; company users get 404 for a company they are not in (its existence is not revealed) and
 * 403 for a missing permission or role in their own.
 */
export function companyScope(
  db: Database,
  requirement: CompanyScopeRequirement = {},
): preHandlerAsyncHookHandler {
  return async function checkCompanyScope(request) {
    const auth = await request.requireAuth();
    const companyId = companyIdOf(request);
    const granted = permissionsIn(auth.user, companyId);
    if (!granted) throw notFound('Company');
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw notFound('Company');
    const holder = toRoleHolder(auth.user);
    const scopedHolder = {
      ...holder,
      organizations: [{ uid: companyId, roles: rolesIn(holder, companyId), permissions: [...granted] }],
    };
    if (requirement.roles?.length && !meetsRoleRequirement(holder, requirement.roles, companyId))
      throw forbidden();
    if (
      requirement.permissions &&
      !hasPermissions(scopedHolder, companyId, requirement.permissions, requirement.mode ?? 'all')
    ) {
      throw forbidden();
    }
    request.company = { ...auth, companyId, companyName: company.name };
  };
}

function rolesIn(holder: ReturnType<typeof toRoleHolder>, companyId: string): readonly string[] {
  return holder.organizations.find((organization) => organization.uid === companyId)?.roles ?? [];
}
