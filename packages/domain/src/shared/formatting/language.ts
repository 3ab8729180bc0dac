/** §1: the portal's languages; the profile and every text carry one of them. */
export const LANGUAGES = ['fi', 'en', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

/** §1: Finnish is the default language. */
export const DEFAULT_LANGUAGE: Language = 'fi';

const INTL_LOCALES: Record<Language, string> = { fi: 'fi-FI', en: 'en-US', sv: 'sv-SE' };
const CONTENT_LOCALES: Record<Language, string> = { fi: 'fi_FI', en: 'en_US', sv: 'sv_SE' };

/** §1: a language code from outside (header, profile, storage), falling back to Finnish. */
export function toLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** §9: the content (CMS) locale of a language: en → en_US, fi → fi_FI. */
export function contentLocale(language: Language): string {
  return CONTENT_LOCALES[language];
}

/** §1: the BCP 47 locale the number formatting of a language uses. */
export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}
