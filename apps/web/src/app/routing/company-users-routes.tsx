import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { operatorCompanyRoutes } from '../../features/operator/operator-routes';
import { ComingSoonPage } from '../../features/placeholder/coming-soon-page';
import { useCompanyId } from '../../lib/routing/company-id';
import { routeAllows } from '../../lib/routing/route-access';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';
import { FullHeightPlaceholder } from '../shell/full-height-placeholder';

const USERS_PATH = 'company/users';
const [operatorUsersRoute] = operatorCompanyRoutes;
const OperatorUsersPage = lazy(async () => {
  const index = operatorUsersRoute?.children?.find((child) => child.index);
  const loaded = typeof index?.lazy === 'function' ? await index.lazy() : {};
  return { default: loaded.Component ?? ComingSoonPage };
});

/**
 * /{companyId}/company/users is two pages on one path: operator staff get the operator tools' list of users
 * to act as, company administrators the user management that is still to come. Both sit behind the §6
 * users-and-groups entry; the operator page's own requirement picks between them.
 */
function CompanyUsersIndex() {
  const { user } = useSessionUser();
  const companyId = useCompanyId();
  const flags = useFeatureFlags();
  const operatorPage = routeAllows([operatorUsersRoute?.handle], { user, companyId, flags });
  if (!operatorPage) return <ComingSoonPage />;
  return (
    <Suspense fallback={<FullHeightPlaceholder />}>
      <OperatorUsersPage />
    </Suspense>
  );
}

/** The company placeholders with the users page's index replaced by the page that fits the user. */
export function companyUsersRoutes(placeholders: RouteObject[]): RouteObject[] {
  return placeholders.map((route): RouteObject => {
    if (route.path !== USERS_PATH || route.index) return route;
    const details = (route.children ?? []).filter((child) => !child.index);
    return { ...route, children: [{ index: true, element: <CompanyUsersIndex /> }, ...details] };
  });
}
