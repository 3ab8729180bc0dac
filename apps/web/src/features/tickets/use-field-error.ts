import { useTranslation } from 'react-i18next';

/**
 * Field errors arrive as translation keys (from the domain validators, the same on server and client); a
 * key the shell does not translate falls back to the tickets texts, and anything unknown to a plain notice.
 */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    const suffix = key.replace(/^(validation|tickets)\./, '');
    return t(key, {
      defaultValue: t(`tickets.field-errors.${suffix}`, { defaultValue: t('tickets.field-errors.invalid') }),
    });
  };
}
