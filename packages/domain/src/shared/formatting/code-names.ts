import type { Language } from './language';

/** Each code's name in every language, where the server and the web both name the same codes. */
export type CodeNames<Code extends string = string> = Readonly<
  Record<Code, Readonly<Record<Language, string>>>
>;

/** A code's name in the language, or the code itself when it has none (one stored before it was retired). */
export function nameOf(names: CodeNames, code: string, language: Language): string {
  return Object.hasOwn(names, code) ? (names[code]?.[language] ?? code) : code;
}
