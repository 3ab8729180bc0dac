/** §9 feature flag names. The spec names three recipient-e-mail sections without naming them; these are ours. */
export const FEATURE_FLAGS = [
  'dashboard',
  'services',
  'service-management',
  'new-order',
  'orders',
  'tickets',
  'invoices',
  'usermanagement',
  'company-level-permissions',
  'users',
  'groups',
  'billingAgreements',
  'contactDetails',
  'reports',
  'matsku',
  'assets',
  'documents',
  'company-permissions-modify',
  'create-users',
  'modify-users',
  'fake-login',
  'delete-user',
  'create-groups',
  'modify-groups',
  'delete-group',
  'sms-otp-management',
  'multi-variant-order-capture-2',
  'service-termination-2',
  'scheduled-service-termination',
  'product-preselections',
  'new-order-ticket',
  'i3-asset-search',
  'i3-order-search',
  'create-cost-center',
  'order-capture-copy-buttons',
  'display-modify-button-in-billing-agreement',
  'display-order-requests',
  'mobile-certificate',
  'modify-user-service-permissions',
  'display-operative-contacts',
  'enhanced-ecommerce-tracking',
  'cost-center-search',
  'order-recipient-emails',
  'ticket-recipient-emails',
  'invoice-recipient-emails',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

/** §9 environments that carry their own flag set. */
export const ENVIRONMENTS = ['development', 'pr', 'ci', 'dev', 'sit', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const ALWAYS_OFF: readonly FeatureFlag[] = [
  'cost-center-search',
  'order-recipient-emails',
  'ticket-recipient-emails',
  'invoice-recipient-emails',
];
const PRODUCTION_ONLY: readonly FeatureFlag[] = ['enhanced-ecommerce-tracking'];
const OFF_IN_PRODUCTION: readonly FeatureFlag[] = [
  'mobile-certificate',
  'modify-user-service-permissions',
  'display-operative-contacts',
];

function flagsFor(environment: Environment): FeatureFlags {
  const production = environment === 'production';
  const on = (flag: FeatureFlag) =>
    !ALWAYS_OFF.includes(flag) &&
    (PRODUCTION_ONLY.includes(flag) ? production : !(production && OFF_IN_PRODUCTION.includes(flag)));
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on(flag)])) as Record<FeatureFlag, boolean>;
}

/** §9: the feature flags of every environment as data. */
export const FEATURE_FLAGS_BY_ENVIRONMENT: Readonly<Record<Environment, FeatureFlags>> = Object.fromEntries(
  ENVIRONMENTS.map((environment) => [environment, flagsFor(environment)]),
) as Record<Environment, FeatureFlags>;

/** §9: whether a string names an environment (the environment can be switched by a session value). */
export function isEnvironment(value: string | null | undefined): value is Environment {
  return (ENVIRONMENTS as readonly string[]).includes(value ?? '');
}

/** §9: the flags of an environment; an unknown name gets production's, the safest set. */
export function featureFlagsFor(environment: string | null | undefined): FeatureFlags {
  return FEATURE_FLAGS_BY_ENVIRONMENT[isEnvironment(environment) ? environment : 'production'];
}
