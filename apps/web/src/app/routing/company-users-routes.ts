import type { RouteObject } from 'react-router';
import { operatorCompanyRoutes } from '../../features/operator/operator-routes';

/**
 * The company placeholders with the operator feature's built pages in their place: its list of a company's
 * users (act-as for operator staff) is the index of /{companyId}/company/users, whose new-user and user
 * pages are still to come.
 */
export function companyUsersRoutes(placeholders: RouteObject[]): RouteObject[] {
  return placeholders.map((placeholder): RouteObject => {
    const built = operatorCompanyRoutes.find((route) => route.path === placeholder.path);
    if (!built || built.index) return placeholder;
    const details = (placeholder.children ?? []).filter((child) => !child.index);
    return { ...built, children: [...(built.children ?? []), ...details] };
  });
}
