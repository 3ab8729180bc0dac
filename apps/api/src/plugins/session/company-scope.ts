import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import {
  flagAllows,
  isRealCompanyId,
  meetsAccessRequirement,
  type AccessRequirement,
} from '@kaista/domain/shared/roles';
import { isValidCompanyId } from '@kaista/domain/shared/validation';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { forbidden, notFound } from '../../http-errors';
import { isCompanyRoute } from './company-route';
import { permissionsIn, toRoleHolder } from './role-holder';
import type { AuthContext } from './session-plugin';

export interface CompanyAccess extends AuthContext {
  companyId: string;
  companyName: string;
  /** What the caller may do in this company: a membership's permissions, or all of them for operator staff. */
  permissions: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every `/api/businesses/:id/…` route before its body is even validated. */
    company: CompanyAccess;
  }
}

async function companyNameOf(db: Database, companyId: string): Promise<string | null> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.name ?? null;
}

async function resolveCompanyAccess(db: Database, request: FastifyRequest): Promise<CompanyAccess> {
  const auth = await request.requireAuth();
  const companyId = (request.params as { id?: string }).id ?? '';
  if (!isValidCompanyId(companyId)) throw notFound('Company');
  const permissions = permissionsIn(auth.user, companyId);
  if (!permissions) throw notFound('Company');
  // A member's company came with the session's user; only operator staff need it looked up.
  const membership = auth.user.memberships.find((candidate) => candidate.companyId === companyId);
  const companyName = membership?.companyName ?? (await companyNameOf(db, companyId));
  if (companyName === null) throw notFound('Company');
  return { ...auth, companyId, companyName, permissions };
}

/**
 * DESIGN.md §5: the company in the path is checked against the caller on every company route, whether or
 * not the route asks for it, and before the body is validated: operator staff reach every company; company
 * users get 401 without a session and 404 for a company they are not in (its existence is not revealed).
 */
export function registerTenantGuard(app: FastifyInstance, db: Database): void {
  // Typed as always present because every route that reads it is a company route, where the guard sets it.
  app.decorateRequest('company', null as unknown as CompanyAccess);
  app.addHook('preValidation', async (request) => {
    if (
      !isCompanyRoute(request.routeOptions.url ?? '') ||
      !isRealCompanyId((request.params as { id?: string }).id)
    )
      return;
    request.company = await resolveCompanyAccess(db, request);
  });
}

/**
 * A route's own §6 requirement in its company, one of its area's named rules (e.g. `TICKET_ACCESS.write`):
 * 404 when its feature flag is off, 403 for a missing role or permission. It is a route's `guard`, run before
 * the body is validated, so a caller without the right learns nothing about the input it sent.
 */
export function companyScope(
  db: Database,
  requirement: AccessRequirement = {},
): preValidationAsyncHookHandler {
  return async function checkCompanyScope(request) {
    const access = request.company ?? (await resolveCompanyAccess(db, request));
    request.company = access;
    const flags = featureFlagsFor(await request.environment());
    if (!flagAllows(requirement, flags)) throw notFound('Feature');
    if (!meetsAccessRequirement(toRoleHolder(access.user), access.companyId, requirement, flags)) {
      throw forbidden();
    }
  };
}
