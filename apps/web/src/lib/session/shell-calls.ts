import { businessesRoutes } from '@kaista/domain/businesses';
import { sessionRoutes } from '@kaista/domain/session';
import { rightsRefreshRoute } from '@kaista/domain/users';
import { routedCall, routedCalls } from '../api/routed-call';

const contracts = () => import('./shell-contracts');

/** The session calls the shell makes on every load, their contracts loaded only to check answers. */
export const shellSessionCalls = routedCalls(sessionRoutes, async () => (await contracts()).sessionCalls);

/** The company in the path, which the shell loads on every load. */
export const shellBusinessesCalls = routedCalls(
  businessesRoutes,
  async () => (await contracts()).businessesCalls,
);

/** The user's rights in the company read anew after a 403, on any page. */
export const shellRightsRefreshCall = routedCall(
  rightsRefreshRoute,
  async () => (await contracts()).userCalls.refresh,
);
