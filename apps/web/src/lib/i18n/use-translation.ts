import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const currentLanguage = () => i18n.language;

/**
 * The current language's `t`, a new one when the language changes (so that what was rendered with it
 * renders again). Asked for namespaces not loaded yet, it suspends until they are.
 */
export function useTranslation(namespaces?: readonly string[]) {
  const language = useSyncExternalStore(i18n.subscribe, currentLanguage);
  if (namespaces && !i18n.hasLoadedNamespaces(namespaces)) throw i18n.loadNamespaces(namespaces);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n };
}
