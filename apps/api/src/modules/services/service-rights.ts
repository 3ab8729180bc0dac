import type { FastifyRequest } from 'fastify';
import { SERVICE_ACCESS, type ServiceRights } from '@kaista/domain/services';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import { meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { toRoleHolder } from '../../plugins/session/role-holder';

/** What the caller may do to services in the request's company, by §6 permissions and §9 flags. */
export async function rightsOf(
  request: FastifyRequest,
): Promise<ServiceRights & { changeCostCentre: boolean }> {
  const flags = featureFlagsFor(await request.environment());
  const holder = toRoleHolder(request.company.user);
  const may = (requirement: (typeof SERVICE_ACCESS)[keyof typeof SERVICE_ACCESS]) =>
    meetsAccessRequirement(holder, request.company.companyId, requirement, flags);
  return {
    readPuk: may(SERVICE_ACCESS.readPuk),
    suspendResume: may(SERVICE_ACCESS.suspendResume),
    terminate: may(SERVICE_ACCESS.terminate),
    activateSim: may(SERVICE_ACCESS.activateSim),
    changeOrder: may(SERVICE_ACCESS.changeOrder),
    changeCostCentre: may(SERVICE_ACCESS.changeCostCentre),
    scheduledTermination: flags['scheduled-service-termination'],
    operatorStaff: request.company.user.isOperatorStaff,
  };
}
