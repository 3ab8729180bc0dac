import { keepAliveOutcome } from '@kaista/domain/session';
import { TIMINGS } from '@kaista/domain/shared/constants';
import { currentLanguage } from '../i18n/language';
import { keepAliveUri } from './auth-paths';
import { startLogin } from './login';
import { markLoggedIn } from './session-storage';

export type KeepAliveOptions = {
  /**
   * With a user already loaded the first beat waits a full interval (§7: once on load without a user), unless
   * the page load sent its early beat: a page served with the user still beats once on load.
   */
  userLoaded: boolean;
  /** Loads the user and profile; called on the first 200 only. */
  onSessionActive: () => Promise<void>;
};

async function keepAliveStatus(): Promise<number | null> {
  try {
    const response = await fetch(keepAliveUri, {
      method: 'POST',
      headers: { 'X-Accept-Language': currentLanguage() },
      credentials: 'same-origin',
    });
    return response.status;
  } catch {
    return null;
  }
}

let earlyBeat: Promise<number | null> | null = null;

/**
 * Sends the page load's first keep-alive at once, from the entry script, beside the first page's code rather
 * than after it (LCP); the next startKeepAlive takes its answer as its first beat. Without a session it starts
 * the login itself: a signed-out visitor is sent on even when the page's router has not yet rendered the gate.
 */
export function sendFirstKeepAlive(): Promise<number | null> {
  const beat = keepAliveStatus().then((status) => {
    if (keepAliveOutcome(status ?? 0).kind === 'no-session') startLogin();
    return status;
  });
  earlyBeat = beat;
  return beat;
}

/** The early first beat's answer, once; later beats send their own. */
function takeEarlyBeat(): Promise<number | null> | null {
  const beat = earlyBeat;
  earlyBeat = null;
  return beat;
}

function nextBeatDelay(): number {
  return document.hidden ? TIMINGS.hiddenTabKeepAliveMs : TIMINGS.keepAliveIntervalMs;
}

/** §4/§9: keeps the session alive and notices when it is gone. Returns the function that stops it. */
export function startKeepAlive(options: KeepAliveOptions): () => void {
  let stopped = false;
  let active = options.userLoaded;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(() => void beat(), delay);
  };

  const beat = async (first = false) => {
    const early = first ? takeEarlyBeat() : null;
    const status = await (early ?? keepAliveStatus());
    if (stopped) return;
    const outcome = keepAliveOutcome(status ?? 0);
    if (outcome.kind === 'logged-in') {
      markLoggedIn();
      if (!active) {
        active = true;
        await options.onSessionActive().catch(() => undefined);
      }
      schedule(nextBeatDelay());
    } else if (outcome.kind === 'no-session') {
      // The early beat has started the login already.
      if (!early) startLogin();
    } else {
      schedule(outcome.afterMs);
    }
  };

  // A page load's early beat (sent beside the page's code, even when the page came with the user) is the
  // first beat; otherwise a loaded user waits a full interval and none sends one at once.
  if (earlyBeat) void beat(true);
  else if (options.userLoaded) schedule(nextBeatDelay());
  else void beat(true);

  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
