// DESIGN.md §6 white-label: the operator's name and logo come from the build's configuration.
export const brand = {
  name: import.meta.env.VITE_OPERATOR_NAME ?? 'Kaista',
  logoUrl: import.meta.env.VITE_OPERATOR_LOGO_URL ?? '/favicon.svg',
};

/** Deployment settings the spec leaves to configuration. */
export const deployment = {
  /** §2 user menu: the account preferences link shows only when configured. */
  accountPreferencesUrl: (import.meta.env.VITE_ACCOUNT_PREFERENCES_URL as string | undefined) ?? null,
  /** §6: office supplies are sold to one configured company only. */
  officeSuppliesCompanyId: (import.meta.env.VITE_OFFICE_SUPPLIES_COMPANY_ID as string | undefined) ?? null,
};
