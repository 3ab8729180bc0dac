import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Field errors are translation keys, the same from the domain validators on both sides and from the server's
 * fieldErrors (e.g. `validation.max-length`, `tickets.unknown-device`); an unknown key reads as "check this value".
 */
export function useFieldErrorText(): (key: string | undefined) => string | undefined {
  // The validation texts come with every page (lazyPage); naming them here waits for them anywhere else.
  const { t } = useTranslation(['common', 'validation']);
  return useCallback((key) => (key ? t(key, { defaultValue: t('validation.invalid') }) : undefined), [t]);
}
