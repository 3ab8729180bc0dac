import { landingPath } from '@kaista/domain/shared/roles';
import { Navigate } from 'react-router';
import { lastRoute } from '../../lib/session/last-route';
import { useSessionUser } from '../../lib/session/use-session-user';

/** §2 '/': back to the last visited route of the past day, else the user's landing page. */
export function RootRedirect() {
  const { user, profile } = useSessionUser();
  return <Navigate to={lastRoute() ?? landingPath(user, profile.defaultCompany?.uid ?? null)} replace />;
}
