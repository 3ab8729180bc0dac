const PUNCTUATION = '@/-_!?():;%=.,+€&';
const escapeClass = (chars: string) => chars.replace(/[\]\\^-]/g, '\\$&');

function textPattern(letters: string, punctuation: string): RegExp {
  // Space and line breaks are allowed so that the same rule serves one-line fields and text areas.
  return new RegExp(`^[${letters}0-9 \\r\\n${escapeClass(punctuation)}]+$`, 'u');
}

const FREE_TEXT = textPattern('A-Za-zÅÄÖåäö', `${PUNCTUATION}'`);
const FREE_TEXT_NO_APOSTROPHE = textPattern('A-Za-zÅÄÖåäö', PUNCTUATION);
const ENGLISH_TEXT = textPattern('A-Za-z', `${PUNCTUATION}'`);
const SCANDIC_TEXT = textPattern('\\p{L}', `${PUNCTUATION}'`);
const SPECIAL_TEXT = textPattern('\\p{L}', `${PUNCTUATION}'"#*<>[]{}|^~$£§´\`¨½°`);
const NAME = /^[\p{L}0-9 \-./`']{1,100}$/u;

const notBlank = (value: string) => value.trim().length > 0;

/** §5 free text: not blank-only; letters incl. å ä ö, digits, space and @ / - _ ! ? ( ) : ; % = . , + € & '. */
export function isValidFreeText(value: string): boolean {
  return notBlank(value) && FREE_TEXT.test(value);
}

/** §5 free text in a one-line field (a name, a title, a reference): the same set without line breaks. */
export function isValidOneLineFreeText(value: string): boolean {
  return isValidFreeText(value) && !/[\r\n]/.test(value);
}

/** §5 free text variant without the apostrophe. */
export function isValidFreeTextWithoutApostrophe(value: string): boolean {
  return notBlank(value) && FREE_TEXT_NO_APOSTROPHE.test(value);
}

/** §5 free text variant with English letters only. */
export function isValidEnglishFreeText(value: string): boolean {
  return notBlank(value) && ENGLISH_TEXT.test(value);
}

/** §5 free text variant accepting every letter (é, ü, ø, …), not only the Finnish ones. */
export function isValidScandicFreeText(value: string): boolean {
  return notBlank(value) && SCANDIC_TEXT.test(value);
}

/** §5 free text variant that also takes the special characters " # * < > [ ] { } | ^ ~ $ £ § and alike. */
export function isValidSpecialCharacterText(value: string): boolean {
  return notBlank(value) && SPECIAL_TEXT.test(value);
}

/** §5 any-text variant: anything that is not blank-only. */
export function isValidAnyText(value: string): boolean {
  return notBlank(value);
}

// What has no place in typed or pasted text: control characters, unassigned and private-use code points,
// lone surrogates, line and paragraph separators and format characters such as bidi overrides. The
// zero-width (non-)joiners stay, because emoji sequences and some scripts need them.
const UNPRINTABLE = /[\p{Cc}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;

/** One-line text such as a subject: any printable Unicode (quotes, #, *, $, –, emoji), no control characters. */
export function isValidPrintableText(value: string): boolean {
  return notBlank(value) && !UNPRINTABLE.test(value);
}

/** Multi-line text such as a description: anything people write or paste, with line breaks and tabs. */
export function isValidMultilineText(value: string): boolean {
  return notBlank(value) && !UNPRINTABLE.test(value.replace(/[\t\r\n]/g, ''));
}

/** §5 names (first, last, name, IDM username): 1–100 letters, digits, space, - . ` / '; not blank-only. */
export function isValidName(value: string): boolean {
  return notBlank(value) && NAME.test(value);
}

/** §5: street address, 1–100 printable characters on one line (it is printed on letters), not blank-only. */
export function isValidStreet(value: string): boolean {
  return isValidPrintableText(value) && value.length <= 100;
}

/** §5: city, 1–40 printable characters on one line; blank-only is rejected because an address needs a city. */
export function isValidCity(value: string): boolean {
  return isValidPrintableText(value) && value.length <= 40;
}

/** §5 partner shop: reference shown on the shipment invoice, 1–35 characters of the free-text set. */
export function isValidShipmentInvoiceReference(value: string): boolean {
  return value.length <= 35 && isValidFreeText(value);
}

/** §5 characterSet: the first character of a text that ISO-8859-1 does not hold (the message names it), if any. */
export function outsideLatin1(value: string): string | null {
  for (const character of value) if (character.codePointAt(0)! > 0xff) return character;
  return null;
}
