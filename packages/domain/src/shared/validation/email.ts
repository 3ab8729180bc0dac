const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const SIMPLE_LOCAL = /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*$/;

const PART_MAX_LENGTH = 64;
/** §5: the longest e-mail address there can be: a 64-character local part, the @ and a 64-character domain. */
export const EMAIL_MAX_LENGTH = 2 * PART_MAX_LENGTH + 1;

function splitAddress(value: string): [string, string] | null {
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > PART_MAX_LENGTH || domain.length > PART_MAX_LENGTH) return null;
  return [local, domain];
}

function matches(value: string, local: RegExp): boolean {
  const parts = splitAddress(value);
  return !!parts && local.test(parts[0]) && DOMAIN.test(parts[1]);
}

/** §5: e-mail address: local part 1–64, domain part 1–64, standard (dot-atom) form with a top-level domain. */
export function isValidEmail(value: string): boolean {
  return matches(value, LOCAL);
}

/** §5 SIP address variant: an e-mail-form address, optionally prefixed by `sip:`, whose user may be +number. */
export function isValidSipAddress(value: string): boolean {
  return matches(value.replace(/^sip:/i, ''), LOCAL);
}

/** §5 partner shop variant: the shop's order system accepts only letters, digits and . _ % + - before the @. */
export function isValidPartnerShopEmail(value: string): boolean {
  return matches(value, SIMPLE_LOCAL);
}

/**
 * §5 order-system variant: the ordering back end takes a whole list field, so the address must also fit its
 * 100-character column and carry no quote characters.
 */
export function isValidOrderSystemEmail(value: string): boolean {
  return value.length <= 100 && !/['`]/.test(value) && isValidEmail(value);
}
