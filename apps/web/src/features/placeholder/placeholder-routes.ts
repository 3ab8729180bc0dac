import type { MenuEntryId } from '@kaista/domain/shared/roles';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/routing/route-handle';
import { comingSoon, comingSoonChild as child } from './coming-soon-route';

const entry = (id: MenuEntryId) => routeHandle({ menuEntry: id, titleKey: `shell.nav.${id}` });

/** §2 services area, relative to /{companyId}. */
export const servicesPlaceholderRoutes: RouteObject[] = [];

/** §2 company administration, relative to /{companyId}. */
export const companyPlaceholderRoutes: RouteObject[] = [
  comingSoon('company/users', entry('users-and-groups'), [
    child('new', 'shell.pages.new-user'),
    child(':userId', 'shell.pages.user'),
  ]),
];

/** §2 partner shop pages still to come, relative to /{companyId} (the shop area builds all of them now). */
export const matskuPlaceholderRoutes: RouteObject[] = [];

/** §2 operator tools under /0 other than the operator feature's own pages, relative to /0. */
export const operatorPlaceholderRoutes: RouteObject[] = [];
