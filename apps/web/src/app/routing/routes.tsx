import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { authRoutes } from '../../features/auth/auth-routes';
import { RootLayout } from '../root-layout';
import { SESSION_ROUTE_ID } from '../session/early-session';
import { SessionGate } from '../session/session-gate';
import { AppShell } from '../shell/app-shell';
import { ErrorView } from '../shell/error-view';
import { FullHeightPlaceholder } from '../shell/full-height-placeholder';
import { RouteError } from '../shell/route-error';
import { RootRedirect } from './root-redirect';
import { specPathAliases } from './spec-path-aliases';

/** The areas' pages by where they hang in the route table: at the shell's root (/0 too) and below /{companyId}. */
export type AreaRouteTable = { shell: RouteObject[]; company: RouteObject[] };

const SHELL_ROUTE_ID = 'shell';
const COMPANY_ROUTE_ID = 'company';

const NO_AREA_ROUTES: AreaRouteTable = { shell: [], company: [] };

/**
 * §2 route table. The areas' pages join it with the first page that needs them (`areaRoutesOnNavigation`),
 * or at once when given (the tests). Development builds add the design-system gallery at /_gallery.
 */
export function appRoutes(developmentRoutes: RouteObject[] = [], areas = NO_AREA_ROUTES): RouteObject[] {
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
              id: SHELL_ROUTE_ID,
              element: <AppShell />,
              children: [
                { index: true, element: <RootRedirect /> },
                ...areas.shell,
                {
                  id: COMPANY_ROUTE_ID,
                  path: ':companyId',
                  children: [
                    { index: true, element: <Navigate to="home" replace /> },
                    ...specPathAliases,
                    ...areas.company,
                    // A mistyped address in a company keeps that company's shell (its name and menu) to go on from.
                    { path: '*', handle: { notFound: true } },
                  ],
                },
                { path: '*', handle: { notFound: true } },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Puts the areas' pages into the router's table when the first page below the shell is opened: every
 * area's route table and the preload lists of its lazy modules stay out of the first load (about 7 kB
 * gzipped). React Router asks on every navigation whose path has parameters; after the first, the answer
 * is that nothing is missing.
 */
export function areaRoutesOnNavigation(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    const { areaRoutes } = await import('./area-routes');
    if (patched || signal.aborted) return;
    patch(SHELL_ROUTE_ID, areaRoutes.shell);
    patch(COMPANY_ROUTE_ID, areaRoutes.company);
    patched = true;
  };
}
