import { describe, expect, it } from 'vitest';
import {
  ENVIRONMENTS,
  FEATURE_FLAGS,
  FEATURE_FLAGS_BY_ENVIRONMENT,
  featureFlagsFor,
  type FeatureFlag,
} from './feature-flags';

const nonProduction = ENVIRONMENTS.filter((e) => e !== 'production');

describe('feature flags by environment (§9)', () => {
  it.each<[FeatureFlag, boolean, boolean]>([
    ['dashboard', true, true],
    ['new-order', true, true],
    ['display-order-requests', true, true],
    ['cost-center-search', false, false],
    ['order-recipient-emails', false, false],
    ['ticket-recipient-emails', false, false],
    ['invoice-recipient-emails', false, false],
    ['enhanced-ecommerce-tracking', false, true],
    ['mobile-certificate', true, false],
    ['modify-user-service-permissions', true, false],
    ['display-operative-contacts', true, false],
  ])('%s: elsewhere %s, production %s', (flag, elsewhere, production) => {
    for (const environment of nonProduction)
      expect(FEATURE_FLAGS_BY_ENVIRONMENT[environment][flag]).toBe(elsewhere);
    expect(FEATURE_FLAGS_BY_ENVIRONMENT.production[flag]).toBe(production);
  });

  it('every environment defines every flag', () => {
    for (const environment of ENVIRONMENTS) {
      expect(Object.keys(FEATURE_FLAGS_BY_ENVIRONMENT[environment]).sort()).toEqual(
        [...FEATURE_FLAGS].sort(),
      );
    }
  });

  it.each([
    ['sit', FEATURE_FLAGS_BY_ENVIRONMENT.sit],
    ['nonsense', FEATURE_FLAGS_BY_ENVIRONMENT.production],
    [null, FEATURE_FLAGS_BY_ENVIRONMENT.production],
  ])('featureFlagsFor(%j)', (environment, expected) => {
    expect(featureFlagsFor(environment)).toBe(expected);
  });
});
