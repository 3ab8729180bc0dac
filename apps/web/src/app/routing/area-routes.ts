import { AREAS } from '../areas';
import { companyUsersRoute } from './company-users-routes';
import type { AreaRouteTable } from './routes';

/** Every area's pages, loaded with the first page below the shell (routes.tsx). */
export const areaRoutes: AreaRouteTable = {
  // /0, the operator staff's area without a company, joins with the rest: in the table before, /0 itself would
  // be found without the pages below it, and React Router would not ask for them.
  shell: [
    ...AREAS.flatMap((area) => area.shellRoutes ?? []),
    { path: '0', children: AREAS.flatMap((area) => area.operatorRoutes ?? []) },
  ],
  // The users list joins two areas: the users' pages and impersonation's "act as".
  company: [...AREAS.flatMap((area) => area.companyRoutes ?? []), companyUsersRoute],
};
