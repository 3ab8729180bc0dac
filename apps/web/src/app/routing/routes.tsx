import { Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '../../features/auth/auth-routes';
import { AREAS } from '../areas';
import { RootLayout } from '../root-layout';
import { SESSION_ROUTE_ID } from '../session/early-session';
import { SessionGate } from '../session/session-gate';
import { AppShell } from '../shell/app-shell';
import { ErrorView } from '../shell/error-view';
import { FullHeightPlaceholder } from '../shell/full-height-placeholder';
import { RouteError } from '../shell/route-error';
import { companyUsersRoute } from './company-users-routes';
import { RootRedirect } from './root-redirect';
import { specPathAliases } from './spec-path-aliases';

/** Pages of /{companyId}: the areas' own, the users list, which joins two areas, and §2's other addresses. */
const companyRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  ...AREAS.flatMap((area) => area.companyRoutes ?? []),
  companyUsersRoute,
  ...specPathAliases,
];

/** Pages of /0, the operator staff's area without a company. */
const operatorRoutes: RouteObject[] = AREAS.flatMap((area) => area.operatorRoutes ?? []);

/** §2 route table. Development builds add the design-system gallery at /_gallery. */
export function appRoutes(developmentRoutes: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullHeightPlaceholder />,
      children: [
        ...authRoutes,
        { path: '_error', element: <ErrorView /> },
        ...developmentRoutes,
        {
          id: SESSION_ROUTE_ID,
          element: <SessionGate />,
          children: [
            {
              element: <AppShell />,
              children: [
                { index: true, element: <RootRedirect /> },
                ...AREAS.flatMap((area) => area.shellRoutes ?? []),
                { path: '0', children: operatorRoutes },
                { path: ':companyId', children: companyRoutes },
                { path: '*', handle: { notFound: true } },
              ],
            },
          ],
        },
      ],
    },
  ];
}
