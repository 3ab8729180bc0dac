import { Navigate, type RouteObject } from 'react-router';
import { accountRoutes } from '../../features/account/account-routes';
import { auditRoutes } from '../../features/audit/audit-routes';
import { authRoutes } from '../../features/auth/auth-routes';
import { homeRoutes } from '../../features/home/home-routes';
import { shopLandingRoute } from '../../features/landing/landing-routes';
import { operatorEnvironmentRoute, operatorToolRoutes } from '../../features/operator/operator-routes';
import {
  companyPlaceholderRoutes,
  invoicesPlaceholderRoutes,
  matskuPlaceholderRoutes,
  operatorPlaceholderRoutes,
  servicesPlaceholderRoutes,
} from '../../features/placeholder/placeholder-routes';
import { ticketsRoutes } from '../../features/tickets/tickets-routes';
import { RootLayout } from '../root-layout';
import { SessionGate } from '../session/session-gate';
import { AppShell } from '../shell/app-shell';
import { ErrorView } from '../shell/error-view';
import { FullHeightPlaceholder } from '../shell/full-height-placeholder';
import { RouteError } from '../shell/route-error';
import { companyUsersRoutes } from './company-users-routes';
import { RootRedirect } from './root-redirect';

/** Pages of /{companyId}; a feature's own route objects replace its coming-soon placeholders. */
const companyRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  ...homeRoutes,
  shopLandingRoute,
  ...servicesPlaceholderRoutes,
  ...ticketsRoutes,
  ...invoicesPlaceholderRoutes,
  ...auditRoutes,
  ...accountRoutes,
  ...companyUsersRoutes(companyPlaceholderRoutes),
  ...matskuPlaceholderRoutes,
];

/** Pages of /0, the operator staff's area without a company. */
const operatorRoutes: RouteObject[] = [...operatorToolRoutes, ...operatorPlaceholderRoutes, ...accountRoutes];

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
          element: <SessionGate />,
          children: [
            {
              element: <AppShell />,
              children: [
                { index: true, element: <RootRedirect /> },
                operatorEnvironmentRoute,
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
