import { useEffect } from 'react';
import { LANGUAGE_CHANGED_MESSAGE } from '@kaista/domain/shared/constants';
import { browserLocation } from './browser-location';

const CHANNEL = 'kaista-tabs';

/**
 * What another tab of this browser changed for every tab: the language (§4), or who the session acts as
 * (§4 impersonation started or stopped), after which a tab still showing the old one would write under a
 * name it does not show.
 */
export type TabChange = typeof LANGUAGE_CHANGED_MESSAGE | 'acting-changed';

type TabMessage = { type: TabChange };
const CHANGES: readonly string[] = [LANGUAGE_CHANGED_MESSAGE, 'acting-changed'] satisfies TabChange[];

/** Tells the other tabs of this browser what changed for them all. */
export function broadcastTabChange(type: TabChange): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type } satisfies TabMessage);
  channel.close();
}

/**
 * Another tab changed what every tab shows. A tab the user is not looking at reloads at once; the one in
 * front reloads when it loses focus, so nothing changes under the user's hands.
 */
export function useTabBroadcast(): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    const reloadWhenUnfocused = () => browserLocation.reload();
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (!CHANGES.includes(event.data?.type)) return;
      if (!document.hasFocus()) browserLocation.reload();
      else window.addEventListener('blur', reloadWhenUnfocused, { once: true });
    };
    return () => {
      channel.close();
      window.removeEventListener('blur', reloadWhenUnfocused);
    };
  }, []);
}
