import { useCallback, useSyncExternalStore } from 'react';
import { NAVIGATION_COLLAPSE_WIDTH } from '@kaista/domain/shared/constants';

/** Narrower than the collapse width (767 px): a phone, where menus fold and a list's filters with them. */
export const NARROW_QUERY = `(max-width: ${NAVIGATION_COLLAPSE_WIDTH - 0.02}px)`;

/** Whether a CSS media query matches now; follows changes. Without matchMedia (old engines) it never matches. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
