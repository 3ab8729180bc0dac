import { LANGUAGES, type Language } from '@kaista/domain/shared/formatting';
import { i18n } from './i18n';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** §7: the language sent with every call, fi unless another supported one is active. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'fi';
}

/** Applies a language at once (§4) and keeps the document's lang attribute in step for screen readers. */
export async function applyLanguage(language: Language): Promise<void> {
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
