import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, Notification } from '../../ui';

/**
 * Under a details form, the button that keeps the form's value among the company's for the next order: it
 * saves only what passes the form's rules (the form shows what does not), and says how the save went.
 */
export function SaveForLater<T>({
  current,
  save,
  label,
  savedText,
  failureText,
}: {
  /** The form's value when it passes its rules, else null. */
  current: () => Promise<T | null>;
  save: UseMutationResult<unknown, Error, T>;
  label: string;
  savedText: string;
  failureText: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {save.isSuccess ? <Notification type="success">{savedText}</Notification> : null}
      {save.isError ? <Notification type="error">{failureText}</Notification> : null}
      <div>
        <Button
          variant="secondary"
          isLoading={save.isPending}
          loadingLabel={t('ordering.saving')}
          onPress={() =>
            void current().then((value) => {
              if (value) save.mutate(value);
            })
          }
        >
          {label}
        </Button>
      </div>
    </>
  );
}
