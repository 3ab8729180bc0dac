import { FIELD_ERROR_KEYS } from './field-errors';

// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const NOT_A_BASE_NAME = /[/\\]|^\.\.?$/;

/** The longest name a file is kept under; a longer one is cut to it. */
export const FILE_NAME_MAX = 255;

/**
 * Whether an uploaded file's name can be kept: a NUL (which the database cannot store), another control
 * character (CR/LF would forge headers) or a path is no name a person gave. Browsers send the base name, but
 * on Linux and macOS a backslash or a tab is a name's own character, which the page tells before sending.
 */
export function isStorableFileName(name: string): boolean {
  return !CONTROL_CHARACTER.test(name) && !NOT_A_BASE_NAME.test(name);
}

/** The message of a file name that cannot be kept, as a translation key; undefined for one that can. */
export const fileNameIssue = (name: string) =>
  isStorableFileName(name) ? undefined : FIELD_ERROR_KEYS.fileName;
