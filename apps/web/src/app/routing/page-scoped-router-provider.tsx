import { useLayoutEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { leavePage } from '../../lib/http/page-scope';

/** Ends the calls of the page being left whenever the router's path changes (§7). */
function endPageScopeOnPathChange(router: DataRouter): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    leavePage();
  });
}

/**
 * The app's router provider, with the page scope's subscription. That subscription is made in this
 * component's layout effect, which runs after the provider's own: React Router keeps the update that
 * finishes its start (the first page's lazy modules loaded) for the first subscriber only when nobody
 * listened yet. A subscriber made before the provider's would take that place, and when the first render
 * is sliced (a transition) and the modules arrive between the provider's render and its subscription, the
 * provider would show the placeholder for good.
 */
export function PageScopedRouterProvider({ router }: { router: DataRouter }) {
  useLayoutEffect(() => endPageScopeOnPathChange(router), [router]);
  return <RouterProvider router={router} />;
}
