import { apiErrorMessageKey, isApiErrorCode } from '@kaista/domain/shared/api';
import type { HttpError } from '../../lib/http/http-error';

/**
 * What the order capture says beside a refused cart write (add to cart, a number choice, a product of an
 * address, a template), as a translation key: the refused field's own words (a catalogue bundle rule, an
 * address the product cannot have), 'changed meanwhile' for a 412 (the write says `tellsStale`), else the §8
 * code's text, which is the call's notice too. Null when the call's notice has said all there is (a bare
 * status); a silent call's caller says the generic text itself.
 */
export function cartRefusalKey(error: HttpError): string | null {
  const field = Object.values(error.fieldErrors)[0];
  if (field) return field;
  if (error.status === 412) return 'ordering.changed-meanwhile';
  return isApiErrorCode(error.code) ? apiErrorMessageKey(error.code) : null;
}
