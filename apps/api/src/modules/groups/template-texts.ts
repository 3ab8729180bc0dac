import type { Language } from '@kaista/domain/shared/formatting';

/** The name of the templates' custom-selections entry (§3), in the caller's language. */
export const templateTexts: Readonly<Record<Language, string>> = {
  fi: 'Omat valinnat',
  en: 'Custom selections',
  sv: 'Egna val',
};
