import type { CodeNames } from '../shared/formatting/code-names';
import type { EndUserType } from './cart-details';

/** An end user's kind as the cart, the user's page and the audit log name it. */
export const END_USER_TYPE_NAMES: CodeNames<EndUserType> = {
  INDIVIDUAL: { fi: 'Henkilö', en: 'Person', sv: 'Person' },
  ORGANIZATION: { fi: 'Organisaatio', en: 'Organization', sv: 'Organisation' },
};
