import { DEFAULT_OFFICE_SUPPLIES_COMPANY_ID } from '@kaista/domain/shared/constants';

/** Deployment settings the spec leaves to configuration. */
export const deployment = {
  /** §2 user menu: the account preferences link shows only when configured. */
  accountPreferencesUrl: (import.meta.env.VITE_ACCOUNT_PREFERENCES_URL as string | undefined) ?? null,
  /** §6: office supplies are sold to one configured company only. */
  officeSuppliesCompanyId:
    (import.meta.env.VITE_OFFICE_SUPPLIES_COMPANY_ID as string | undefined) ??
    DEFAULT_OFFICE_SUPPLIES_COMPANY_ID,
};
