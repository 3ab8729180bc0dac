import type { TwoFactorMethod } from '../shared/enums/common';
import type { CodeNames } from '../shared/formatting/code-names';

/** How a user signs in, as the user's page and the audit log name it. */
export const TWO_FACTOR_METHOD_NAMES: CodeNames<TwoFactorMethod> = {
  SMS: { fi: 'Salasana ja tekstiviestikoodi', en: 'Password and SMS code', sv: 'Lösenord och sms-kod' },
  PASSWORD: { fi: 'Salasana', en: 'Password', sv: 'Lösenord' },
};
