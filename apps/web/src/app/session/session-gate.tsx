import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { applyLanguage } from '../../lib/i18n/language';
import { startKeepAlive } from '../../lib/session/keep-alive';
import { useTabBroadcast } from '../../lib/session/tab-broadcast';
import { environmentQuery, profileQuery, userQuery } from '../../lib/session/session-queries';
import { useSessionSwitching } from '../../lib/session/session-switch';
import { ErrorView } from '../shell/error-view';
import { FullHeightPlaceholder } from '../shell/full-height-placeholder';
import { NotificationArea } from '../shell/notification-area';

/**
 * §4 session: the keep-alive decides whether there is a session; with one, the user and profile load once
 * and everything below renders with them. Without one, the keep-alive has already started the login. While
 * the session changes hands (acting as a user), only the notices show.
 */
export function SessionGate() {
  const queryClient = useQueryClient();
  const [sessionActive, setSessionActive] = useState(
    () => queryClient.getQueryData(userQuery.queryKey) !== undefined,
  );

  useEffect(
    () =>
      startKeepAlive({
        userLoaded: queryClient.getQueryData(userQuery.queryKey) !== undefined,
        onSessionActive: async () => setSessionActive(true),
      }),
    [queryClient],
  );

  const user = useQuery({ ...userQuery, enabled: sessionActive });
  const profile = useQuery({ ...profileQuery, enabled: sessionActive });
  // The guard and the menus read the environment's feature flags; deciding without them would be a guess.
  const environment = useQuery({ ...environmentQuery, enabled: sessionActive });
  const language = profile.data?.userLanguage;
  // The shell's English and Swedish texts load on demand: the first page waits for them rather than flash
  // Finnish; later switches keep the page (and what is typed in it) while the new texts arrive.
  const [firstLanguageApplied, setFirstLanguageApplied] = useState(false);
  useEffect(() => {
    if (language) void applyLanguage(language).finally(() => setFirstLanguageApplied(true));
  }, [language]);
  useTabBroadcast();
  const switching = useSessionSwitching();

  if (switching)
    return (
      <>
        <NotificationArea />
        <FullHeightPlaceholder />
      </>
    );
  if (user.isError || environment.isError) return <ErrorView />;
  if (!user.data || !profile.data || !environment.data) return <FullHeightPlaceholder />;
  if (language && !firstLanguageApplied) return <FullHeightPlaceholder />;
  return <Outlet />;
}
