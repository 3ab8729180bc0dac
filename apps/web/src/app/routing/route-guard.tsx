import { useEffect, type ReactNode } from 'react';
import { belongsToCompany, isRealCompanyId } from '@kaista/domain/shared/roles';
import { Navigate, useLocation, useMatches } from 'react-router';
import { i18n } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications/notification-store';
import { saveLastRoute } from '../../lib/session/last-route';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';
import { FullHeightPlaceholder } from '../shell/full-height-placeholder';
import { MissingPermissionView } from '../shell/missing-permission-view';
import { NotFoundView } from '../shell/not-found-view';
import { guardDecision } from './guard-decision';
import { useCompanyPresence } from './use-company-presence';

function notifyMissingPermission(): void {
  notify({
    id: 'error.missing-permission',
    text: i18n.t('error.missing-permission'),
    language: i18n.language,
    type: 'error',
  });
}

/** DESIGN.md §6: the one guard; it reads the requirement in the handle of every matched route. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const { user, profile } = useSessionUser();
  const flags = useFeatureFlags();
  const companyId = matches.at(-1)?.params.companyId ?? null;
  const decision = guardDecision({
    handles: matches.map((match) => match.handle),
    pathname,
    companyId,
    user,
    profile,
    flags,
  });
  const missingPermission = decision.kind === 'redirect' && decision.missingPermission;
  const presence = useCompanyPresence(companyId);
  const companyMissing = presence === 'missing';
  // Operator staff reach any company, so only the server knows whether this one exists: its page waits for
  // that answer, or its own calls' 404s would show error notices beside the not-found view.
  const awaitingCompany =
    presence === 'pending' && isRealCompanyId(companyId) && !belongsToCompany(user, companyId);

  const shown = decision.kind === 'allow' && !companyMissing;

  useEffect(() => {
    if (missingPermission) notifyMissingPermission();
  }, [missingPermission, pathname]);

  // §2: only a page that was shown is worth going back to; a not-found address would be found missing again.
  useEffect(() => {
    if (shown && pathname !== '/') saveLastRoute(`${pathname}${search}`);
  }, [shown, pathname, search]);

  if (decision.kind === 'not-found' || companyMissing) return <NotFoundView />;
  if (awaitingCompany) return <FullHeightPlaceholder />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'denied') return <MissingPermissionView />;
  return children;
}
