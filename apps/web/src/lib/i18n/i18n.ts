import { LANGUAGES } from '@kaista/domain/shared/formatting';
import { ALL_NAMESPACES, EAGER_NAMESPACES, type AreaNamespace } from './namespaces';
import { Translator, type TextTree } from './translator';

// The shell's texts in Finnish, the default and fallback language, ship in the entry chunk; the shell's texts
// in English and Swedish, and each area's texts, come as their own small chunks when first needed.
const eager = import.meta.glob<TextTree>(['../../locales/fi/common.json', '../../locales/fi/shell.json'], {
  eager: true,
  import: 'default',
});
const lazy = import.meta.glob<TextTree>(
  ['../../locales/*/*.json', '!**/fi/common.json', '!**/fi/shell.json'],
  { import: 'default' },
);
const fileOf = (language: string, namespace: string) => `../../locales/${language}/${namespace}.json`;

/** §9: fi by default, en and sv; the shared namespace is common. */
export const i18n = new Translator({
  language: 'fi',
  fallback: 'fi',
  namespaces: ALL_NAMESPACES,
  defaultNamespace: 'common',
  bundled: {
    fi: Object.fromEntries(
      EAGER_NAMESPACES.map((namespace) => [namespace, eager[fileOf('fi', namespace)] ?? {}]),
    ),
  },
  load: (language, namespace) => {
    const load = (LANGUAGES as readonly string[]).includes(language)
      ? lazy[fileOf(language, namespace)]
      : undefined;
    return load ? load() : Promise.reject(new Error(`No texts ${language}/${namespace}`));
  },
});

/** Loads areas' texts in the current language (and the fallback), before their pages render. */
export function loadTexts(namespaces: readonly AreaNamespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
