import { isValidEmail } from './email';
import { isValidPostalNumber } from './identifiers';
import { isValidPhoneNumber } from './phone';
import { isValidCity, isValidStreet } from './text';

/** §3 party form shape, the address part of it. */
export type PartyAddressForm = {
  partyType: 'individual' | 'organization' | 'thing';
  street?: string;
  postalNumber?: string;
  city?: string;
  country?: string;
  mobileNumber?: string;
  email?: string;
};

export type AddressField = 'street' | 'postalNumber' | 'city' | 'country' | 'mobileNumber' | 'email';

/**
 * §5 address completeness: street, city, country and postal number are needed, a telephone is checked only if
 * given, and an e-mail is needed for individuals (checked if given for others). Returns the failing fields.
 */
export function incompleteAddressFields(form: PartyAddressForm): AddressField[] {
  const country = form.country?.trim() ?? '';
  const checks: [AddressField, boolean][] = [
    ['street', isValidStreet(form.street ?? '')],
    ['postalNumber', isValidPostalNumber(form.postalNumber ?? '', country || 'FI')],
    ['city', isValidCity(form.city ?? '')],
    ['country', country !== ''],
    ['mobileNumber', !form.mobileNumber || isValidPhoneNumber(form.mobileNumber, 'optionalPlus')],
    ['email', form.email ? isValidEmail(form.email) : form.partyType !== 'individual'],
  ];
  return checks.filter(([, ok]) => !ok).map(([field]) => field);
}

/** §5: whether an address is complete enough to order with. */
export function isAddressComplete(form: PartyAddressForm): boolean {
  return incompleteAddressFields(form).length === 0;
}
