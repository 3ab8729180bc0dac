import type { FastifyInstance } from 'fastify';
import { MOBILE_ID_ACCESS, mobileIdCalls } from '@kaista/domain/mobile-id';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { auditRecorder } from '../../routing/change-audit';
import { callRoutes } from '../../routing/call-route';
import { MobileIdRepo } from './mobile-id.repo';
import { MobileIdService } from './mobile-id.service';

/** §7 mobile ID for §2 /company/mobile-certificate, behind the `mobile-certificate` flag. */
export async function registerMobileIdRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new MobileIdService(new MobileIdRepo(deps.db));
  const route = callRoutes(app, ['Catalogue']);

  route(mobileIdCalls.get, {
    guard: companyScope(deps.db, MOBILE_ID_ACCESS.read),
    handler: async (request) => service.get(request.company),
  });

  route(mobileIdCalls.activate, {
    guard: companyScope(deps.db, MOBILE_ID_ACCESS.activate),
    handler: async (request) => service.activate(request.company, request.body, auditRecorder(request, 200)),
  });
}
