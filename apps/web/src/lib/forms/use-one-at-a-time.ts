import { useRef } from 'react';

/**
 * An async action run at most once at a time: a press that lands while it runs (a double click's second,
 * before the button has drawn itself busy) is dropped, so one press makes one of anything. A failure is the
 * action's own to tell (the write's notice); it never escapes as an unhandled rejection.
 */
export function useOneAtATime<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const running = useRef(false);
  return async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } catch {
      // told by the action
    } finally {
      running.current = false;
    }
  };
}
