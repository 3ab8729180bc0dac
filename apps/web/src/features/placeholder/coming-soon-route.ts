import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-handle';

const lazyComingSoon = async () => {
  const { ComingSoonPage } = await import('./coming-soon-page');
  return { Component: ComingSoonPage };
};

/** A route whose page is the coming-soon state, guarded like the real page will be. */
export function comingSoon(path: string, handle: RouteHandle, children?: RouteObject[]): RouteObject {
  if (!children) return { path, handle, lazy: lazyComingSoon };
  return { path, handle, children: [{ index: true, lazy: lazyComingSoon }, ...children] };
}

/** A detail or sub-page below a guarded route; it shares the parent's requirement. */
export function comingSoonChild(path: string, titleKey: string): RouteObject {
  return { path, handle: { titleKey }, lazy: lazyComingSoon };
}
