import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What the page before handed over in the navigation's state for a one-time notice ("agreement added"):
 * read once, then taken off the history entry, so that a reload or coming back does not say it again.
 * `end` ends it earlier, when what it told is out of date (the agreement edited since).
 */
export function useHandedOnce<T>(key: string): [T | undefined, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const handed = (location.state as Record<string, T> | null)?.[key];
  const [value, setValue] = useState<T | undefined>(handed);
  useEffect(() => {
    if (handed === undefined) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [handed, location, navigate]);
  return [value, () => setValue(undefined)];
}
