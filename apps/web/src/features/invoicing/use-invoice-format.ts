import { formatCents, toLanguage } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The page's language and its euro amounts from cents. */
export function useInvoiceFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return { language, money: (cents: number) => formatCents(cents, language) };
}
