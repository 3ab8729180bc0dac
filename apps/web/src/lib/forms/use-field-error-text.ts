import { outsideLatin1 } from '@kaista/domain/shared/validation';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';

type FieldErrorText = (key: string | undefined, value?: string) => string | undefined;

/**
 * Field errors are translation keys, the same from the domain validators on both sides and from the server's
 * fieldErrors (e.g. `validation.max-length`, `tickets.unknown-device`); an unknown key reads as "check this value".
 * With the field's value, a text that names the refused character (§5 characterSet) names it: the server's
 * fieldErrors carry keys only.
 */
export function useFieldErrorText(): FieldErrorText {
  // The validation texts come with every page (lazyPage); naming them here waits for them anywhere else.
  const { t } = useTranslation(['common', 'validation']);
  return useCallback(
    (key, value) =>
      key
        ? t(key, { defaultValue: t('validation.invalid'), character: outsideLatin1(value ?? '') ?? '' })
        : undefined,
    [t],
  );
}
