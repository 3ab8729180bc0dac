import { isRouteHistoryValid } from '@kaista/domain/session';

// §2/§9: the last visited route is kept for going back, valid one day, across tabs and restarts.
const LAST_ROUTE = 'kaista.lastRoute';

type Saved = { route: string; savedAt: number };

export function saveLastRoute(route: string, now = Date.now()): void {
  localStorage.setItem(LAST_ROUTE, JSON.stringify({ route, savedAt: now } satisfies Saved));
}

export function lastRoute(now = Date.now()): string | null {
  const saved = parse(localStorage.getItem(LAST_ROUTE));
  if (!saved || !isRouteHistoryValid(saved.savedAt, now)) return null;
  return saved.route;
}

function parse(raw: string | null): Saved | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Saved>;
    return typeof value.route === 'string' && typeof value.savedAt === 'number'
      ? { route: value.route, savedAt: value.savedAt }
      : null;
  } catch {
    return null;
  }
}
