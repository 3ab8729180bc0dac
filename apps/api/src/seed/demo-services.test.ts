import { formatDateTime } from '@kaista/domain/shared/formatting';
import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_PLANS, demoServices } from './demo-services';

describe('demoServices', () => {
  it('activates the demo SIM cards at a time of day in office hours, as /activatesim stamps one', () => {
    const activations = DEMO_SERVICE_PLANS.flatMap((plan, index) => demoServices(plan, index + 1))
      .map((row) => row.sim_activated_at)
      .filter((at) => at !== null);
    expect(activations.length).toBeGreaterThan(0);
    for (const at of activations) {
      // Helsinki's clock, 08:00–16:59 whether summer time or not.
      const hour = Number(formatDateTime(at).slice(11, 13));
      expect(hour, at).toBeGreaterThanOrEqual(8);
      expect(hour, at).toBeLessThan(17);
    }
  });
});
