import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ACCESS, dashboardCalls } from '@kaista/domain/dashboard';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { DashboardRepo } from './dashboard.repo';
import { DashboardService } from './dashboard.service';

/** §2 home's summary: GET /businesses/{id}/dashboard. */
export async function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new DashboardService(new DashboardRepo(deps.db));
  const route = callRoutes(app, ['Dashboard']);

  route(dashboardCalls.home, {
    guard: companyScope(deps.db, DASHBOARD_ACCESS.home),
    handler: async (request) => service.home(request.company, featureFlagsFor(await request.environment())),
  });
}
