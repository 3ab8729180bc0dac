import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';

/** Leads to `to` under the same company, with the rest of the path, the query and the fragment. */
function AliasRedirect({ to }: { to: string }) {
  const { companyId = '', '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  const path = [companyId, to, rest].filter(Boolean).join('/');
  return <Navigate replace to={`/${path}${search}${hash}`} />;
}

/**
 * §2 gives one user's pages as /{companyId}/users/… and one group's as /{companyId}/groups/…; the app keeps
 * them under /company/, beside their lists, where its menus and links lead. The §2 addresses (a bookmark, a
 * link in an e-mail) lead there too, rather than to "page not found".
 */
export const specPathAliases: RouteObject[] = [
  { path: 'users/*', element: <AliasRedirect to="company/users" /> },
  { path: 'groups/*', element: <AliasRedirect to="company/groups" /> },
];
