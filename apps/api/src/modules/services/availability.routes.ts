import type { FastifyInstance } from 'fastify';
import { availabilityCalls, SERVICE_ACCESS } from '@kaista/domain/services';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { AvailabilityRepo } from './availability.repo';
import { AvailabilityService } from './availability.service';

/** §7 availability search: addresses, the product search parameters and an address's products. */
export function registerAvailabilityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = new AvailabilityService(new AvailabilityRepo(deps.db));
  const route = callRoutes(app, ['Services']);
  const read = companyScope(deps.db, SERVICE_ACCESS.availability);

  route(availabilityCalls.addresses, {
    guard: read,
    handler: async (request) => service.addresses(request.query.streetAddress, request.query.city),
  });
  route(availabilityCalls.productSearchParams, {
    guard: read,
    handler: async () => service.searchParams(),
  });
  route(availabilityCalls.products, {
    guard: read,
    handler: async (request) => service.products(request.body.addressId, request.body.minDownMbps),
  });
}
