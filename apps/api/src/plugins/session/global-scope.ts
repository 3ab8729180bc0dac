import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import { flagAllows, meetsAccessRequirement, type AccessRequirement } from '@kaista/domain/shared/roles';
import { forbidden, notFound } from '../../http-errors';
import { toRoleHolder } from './role-holder';

/**
 * The guard of a call that belongs to no company (an operator tool of /0): 401 without a session, 404 with its
 * feature flag off, 403 unless the caller's global roles meet the requirement.
 */
export function globalScope(requirement: AccessRequirement): preValidationAsyncHookHandler {
  return async function checkGlobalScope(request: FastifyRequest) {
    const auth = await request.requireAuth();
    const flags = featureFlagsFor(await request.environment());
    if (!flagAllows(requirement, flags)) throw notFound('Feature');
    if (!meetsAccessRequirement(toRoleHolder(auth.user), null, requirement, flags)) throw forbidden();
  };
}
