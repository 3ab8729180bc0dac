import { actingForName } from '@kaista/domain/audit';
import { toLanguage } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * Names who wrote something in the reader's language: both names when operator staff wrote it while acting
 * as the user ("Cecilia Asiakaspalvelu for Maria Manninen"), so nobody takes it for the customer's own words.
 */
export function useActingName() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (name: string, operatorName: string | null) => actingForName(name, operatorName, language);
}
