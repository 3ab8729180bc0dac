import { LANGUAGES } from '@kaista/domain/shared/formatting';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EAGER_NAMESPACES, type AreaNamespace } from './namespaces';

type Texts = Record<string, ResourceKey>;

// The shell's texts in Finnish, the default and fallback language, ship in the entry chunk; the shell's texts
// in English and Swedish, and each area's texts, come as their own small chunks when first needed.
const eager = import.meta.glob<Texts>(['../../locales/fi/common.json', '../../locales/fi/shell.json'], {
  eager: true,
  import: 'default',
});
const lazy = import.meta.glob<Texts>(['../../locales/*/*.json', '!**/fi/common.json', '!**/fi/shell.json'], {
  import: 'default',
});
const fileOf = (language: string, namespace: string) => `../../locales/${language}/${namespace}.json`;

const resources = {
  fi: Object.fromEntries(
    EAGER_NAMESPACES.map((namespace) => [namespace, eager[fileOf('fi', namespace)] ?? {}]),
  ),
};

const areaTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = lazy[fileOf(language, namespace)];
    if (!load) return callback(new Error(`No texts ${language}/${namespace}`), false);
    load().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/** §9: fi by default, en and sv; the shared namespace is common. */
export const i18n = i18next.createInstance();

void i18n
  .use(areaTexts)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: 'fi',
    fallbackLng: 'fi',
    supportedLngs: [...LANGUAGES],
    ns: [...EAGER_NAMESPACES],
    defaultNS: 'common',
    // A key's first part names its namespace when it is one (i18next's rule when both separators are '.').
    nsSeparator: '.',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/** Loads areas' texts in the current language (and the fallback), before their pages render. */
export function loadTexts(namespaces: readonly AreaNamespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}
