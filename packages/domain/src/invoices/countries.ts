import { toLanguage } from '../shared/formatting/language';
import type { Language } from '../shared/formatting/language';

interface Country {
  code: string;
  names: Readonly<Record<Language, string>>;
  /** Whether devices and paper invoices are delivered there. */
  deliverable: boolean;
}

/** The countries of addresses (ISO 3166-1 alpha-2), GET /countries; Finland first, as most addresses are. */
export const COUNTRIES: readonly Country[] = [
  { code: 'FI', names: { fi: 'Suomi', en: 'Finland', sv: 'Finland' }, deliverable: true },
  { code: 'AX', names: { fi: 'Ahvenanmaa', en: 'Åland Islands', sv: 'Åland' }, deliverable: true },
  { code: 'SE', names: { fi: 'Ruotsi', en: 'Sweden', sv: 'Sverige' }, deliverable: true },
  { code: 'EE', names: { fi: 'Viro', en: 'Estonia', sv: 'Estland' }, deliverable: true },
  { code: 'NO', names: { fi: 'Norja', en: 'Norway', sv: 'Norge' }, deliverable: false },
  { code: 'DK', names: { fi: 'Tanska', en: 'Denmark', sv: 'Danmark' }, deliverable: false },
  { code: 'DE', names: { fi: 'Saksa', en: 'Germany', sv: 'Tyskland' }, deliverable: false },
  { code: 'NL', names: { fi: 'Alankomaat', en: 'Netherlands', sv: 'Nederländerna' }, deliverable: false },
  { code: 'PL', names: { fi: 'Puola', en: 'Poland', sv: 'Polen' }, deliverable: false },
  { code: 'LV', names: { fi: 'Latvia', en: 'Latvia', sv: 'Lettland' }, deliverable: false },
  { code: 'LT', names: { fi: 'Liettua', en: 'Lithuania', sv: 'Litauen' }, deliverable: false },
  { code: 'FR', names: { fi: 'Ranska', en: 'France', sv: 'Frankrike' }, deliverable: false },
  { code: 'ES', names: { fi: 'Espanja', en: 'Spain', sv: 'Spanien' }, deliverable: false },
  {
    code: 'GB',
    names: { fi: 'Iso-Britannia', en: 'United Kingdom', sv: 'Storbritannien' },
    deliverable: false,
  },
  { code: 'US', names: { fi: 'Yhdysvallat', en: 'United States', sv: 'USA' }, deliverable: false },
];

export const COUNTRY_CODES = COUNTRIES.map(({ code }) => code) as [string, ...string[]];

/** A country's name in the language (its code where the list has no such country). */
export function countryName(code: string, language: string): string {
  return COUNTRIES.find((country) => country.code === code)?.names[toLanguage(language)] ?? code;
}
