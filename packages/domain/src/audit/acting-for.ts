import type { Language } from '../shared/formatting/language';

const ACTING_FOR: Readonly<Record<Language, string>> = {
  fi: '{{operator}} käyttäjän {{user}} puolesta',
  en: '{{operator}} for {{user}}',
  sv: '{{operator}} för {{user}}',
};

/**
 * Who wrote something: the user's name, or both names when operator staff wrote it while acting as the user
 * ("Cecilia Asiakaspalvelu for Maria Manninen"), so nobody mistakes the operator's words for the customer's.
 */
export function actingForName(userName: string, operatorName: string | null, language: Language): string {
  if (!operatorName) return userName;
  return ACTING_FOR[language].replace('{{operator}}', operatorName).replace('{{user}}', userName);
}
