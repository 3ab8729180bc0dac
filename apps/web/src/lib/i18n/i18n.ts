import { LANGUAGES, TRANSLATION_NAMESPACE } from '@kaista/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en/common.json';
import fi from '../../locales/fi/common.json';
import sv from '../../locales/sv/common.json';

/** §9: fi by default, en and sv, namespace common; the texts ship with the app. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    fi: { [TRANSLATION_NAMESPACE]: fi },
    en: { [TRANSLATION_NAMESPACE]: en },
    sv: { [TRANSLATION_NAMESPACE]: sv },
  },
  lng: 'fi',
  fallbackLng: 'fi',
  supportedLngs: [...LANGUAGES],
  ns: [TRANSLATION_NAMESPACE],
  defaultNS: TRANSLATION_NAMESPACE,
  interpolation: { escapeValue: false },
  initAsync: false,
});
