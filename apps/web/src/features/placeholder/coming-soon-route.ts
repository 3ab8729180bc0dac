import type { RouteObject } from 'react-router';
import { routeHandle, type RouteHandle } from '../../lib/routing/route-handle';

const lazyComingSoon = async () => {
  const { ComingSoonPage } = await import('./coming-soon-page');
  return { Component: ComingSoonPage };
};

/** The page's own route level is marked, so that menus can tell its entry is not built yet. */
const page = routeHandle({ comingSoon: true });

/** A route whose page is the coming-soon state, guarded like the real page will be. */
export function comingSoon(path: string, handle: RouteHandle, children?: RouteObject[]): RouteObject {
  if (!children) return { path, handle: { ...handle, ...page }, lazy: lazyComingSoon };
  return { path, handle, children: [{ index: true, handle: page, lazy: lazyComingSoon }, ...children] };
}

/** A detail or sub-page below a guarded route; it shares the parent's requirement. */
export function comingSoonChild(path: string, titleKey: string): RouteObject {
  return { path, handle: routeHandle({ titleKey, ...page }), lazy: lazyComingSoon };
}
