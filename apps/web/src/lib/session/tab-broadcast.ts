import { useEffect } from 'react';
import { LANGUAGE_CHANGED_MESSAGE } from '@kaista/domain/shared/constants';
import type { Language } from '@kaista/domain/shared/formatting';
import { browserLocation } from '../../lib/session/browser-location';

const CHANNEL = 'kaista-language';

type LanguageMessage = { type: typeof LANGUAGE_CHANGED_MESSAGE; language: Language };

/** §4: tells the other tabs of this browser that the language changed. */
export function broadcastLanguage(language: Language): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: LANGUAGE_CHANGED_MESSAGE, language } satisfies LanguageMessage);
  channel.close();
}

/**
 * §4: another tab changed the language. A tab the user is not looking at reloads at once; the one in front
 * reloads when it loses focus, so nothing changes under the user's hands.
 */
export function useLanguageBroadcast(): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    const reloadWhenUnfocused = () => browserLocation.reload();
    channel.onmessage = (event: MessageEvent<LanguageMessage>) => {
      if (event.data?.type !== LANGUAGE_CHANGED_MESSAGE) return;
      if (!document.hasFocus()) browserLocation.reload();
      else window.addEventListener('blur', reloadWhenUnfocused, { once: true });
    };
    return () => {
      channel.close();
      window.removeEventListener('blur', reloadWhenUnfocused);
    };
  }, []);
}
