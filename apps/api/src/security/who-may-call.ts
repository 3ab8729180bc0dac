import type { Rule } from './who-may-call-rules';
import { COMMON_CALLS } from './who-may-call-common';
import { TICKET_CALLS } from './who-may-call-tickets';
import { USER_CALLS } from './who-may-call-users';
import { BILLING_CALLS } from './who-may-call-billing';
import { SHOP_CALLS } from './who-may-call-shop';
import { ORDERING_CALLS } from './who-may-call-ordering';
import { COMPANY_CALLS } from './who-may-call-company';
import { CONTENT_CALLS } from './who-may-call-content';
import { SERVICE_CALLS } from './who-may-call-services';

export type { Caller } from './who-may-call-rules';

/**
 * Who may make each call of the API, written down from the spec (§6 roles and menu requirements, §7 calls)
 * rather than read from the server's own guards, so that the authorization matrix checks the server against
 * the spec. A new operation fails the matrix until it is added here.
 */
export const WHO_MAY_CALL: Record<string, Rule> = {
  ...COMMON_CALLS,
  ...TICKET_CALLS,
  ...USER_CALLS,
  ...BILLING_CALLS,
  ...SHOP_CALLS,
  ...ORDERING_CALLS,
  ...COMPANY_CALLS,
  ...CONTENT_CALLS,
  ...SERVICE_CALLS,
};
