import { AREAS } from '../areas';
import { companyUsersRoute } from './company-users-routes';
import type { AreaRouteTable } from './routes';

/** Every area's pages, loaded with the first page below the shell (routes.tsx). */
export const areaRoutes: AreaRouteTable = {
  shell: AREAS.flatMap((area) => area.shellRoutes ?? []),
  operator: AREAS.flatMap((area) => area.operatorRoutes ?? []),
  // The users list joins two areas: the users' pages and impersonation's "act as".
  company: [...AREAS.flatMap((area) => area.companyRoutes ?? []), companyUsersRoute],
};
