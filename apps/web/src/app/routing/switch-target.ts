import type { UserInfo } from '@kaista/domain/session';
import type { FeatureFlags } from '@kaista/domain/shared/constants';
import { NO_COMPANY_ID } from '@kaista/domain/shared/roles';
import { matchRoutes, type RouteObject } from 'react-router';
import { routeAllows } from '../../lib/routing/route-access';

type SwitchInput = {
  routes: RouteObject[];
  pathname: string;
  targetCompanyId: string;
  user: UserInfo;
  flags: FeatureFlags;
};

function namesAnObject(route: RouteObject): boolean {
  return (route.path ?? '').split('/').some((part) => part.startsWith(':') && part !== ':companyId');
}

function allowedPath(input: SwitchInput, path: string): string | null {
  const matches = matchRoutes(input.routes, path);
  if (!matches) return null;
  // An object page (a ticket, a service) belongs to the old company: keep its list page instead.
  const firstObjectLevel = matches.findIndex((match) => namesAnObject(match.route));
  const kept = firstObjectLevel < 0 ? matches : matches.slice(0, firstObjectLevel);
  const deepest = kept.at(-1);
  if (!deepest || deepest.route.path === '*') return null;
  const context = { user: input.user, companyId: input.targetCompanyId, flags: input.flags };
  return routeAllows(
    kept.map((match) => match.route.handle),
    context,
  )
    ? deepest.pathnameBase
    : null;
}

/**
 * §2 company switch: company 0 goes to /0; otherwise the same page of the new company when it exists and
 * the user may open it there, else the shop page in the shop, else home.
 */
export function switchTarget(input: SwitchInput): string {
  const { targetCompanyId: id, pathname } = input;
  if (id === NO_COMPANY_ID) return '/0';
  const [, first, ...rest] = pathname.split('/');
  const companyPage = matchRoutes(input.routes, pathname)?.some((match) => match.route.path === ':companyId');
  if (companyPage && first) {
    const same = allowedPath(input, `/${[id, ...rest].join('/')}`);
    if (same) return same;
  }
  const shop = `/${id}/matsku`;
  if (rest[0] === 'matsku' && allowedPath(input, shop)) return shop;
  return `/${id}/home`;
}
