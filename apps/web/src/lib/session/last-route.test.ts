import { TIMINGS } from '@kaista/domain/shared/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { lastRoute, saveLastRoute } from './last-route';

const savedAt = Date.UTC(2026, 10, 22, 12);

describe('last route (§2/§9)', () => {
  beforeEach(() => localStorage.clear());

  it('comes back within a day of being saved', () => {
    saveLastRoute('/100001/tickets', savedAt);
    expect(lastRoute(savedAt + TIMINGS.routeHistoryValidMs - 1)).toBe('/100001/tickets');
  });

  it('is gone once a day has passed', () => {
    saveLastRoute('/100001/tickets', savedAt);
    expect(lastRoute(savedAt + TIMINGS.routeHistoryValidMs)).toBeNull();
  });

  it('ignores what it did not write', () => {
    localStorage.setItem('kaista.lastRoute', '{"route":42}');
    expect(lastRoute(savedAt)).toBeNull();
  });
});
