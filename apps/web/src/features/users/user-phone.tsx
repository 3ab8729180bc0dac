import { zodResolver } from '@hookform/resolvers/zod';
import { apiErrorMessageKey, GENERIC_ERROR_KEY, isApiErrorCode } from '@kaista/domain/shared/api';
import {
  userPhoneSchema,
  type CompanyUser,
  type UserPhone,
  type UserPhoneValues,
} from '@kaista/domain/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { notify } from '../../lib/notifications/notification-store';
import type { HttpError } from '../../lib/http/http-error';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { Button, Notification, TextField } from '../../ui';
import { FormField, type BoundField } from '../../ui/form-field/form-field';
import { useSetPhone } from './users-queries';
import styles from '../../ui/page/page-parts.module.css';

function errorKey(error: HttpError): string {
  if (error.status === 412) return 'users.changed-meanwhile';
  // The server's one refusal here: the number of someone who signs in with SMS codes is not taken away.
  if (error.code === 'ILLEGAL_STATE') return 'users.phone-needed-for-sms';
  return isApiErrorCode(error.code) ? apiErrorMessageKey(error.code) : GENERIC_ERROR_KEY;
}

/** The mobile number's field, the same on the new-user form and on the user's page. */
export function PhoneTextField(field: BoundField<string | null | undefined>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label={t('users.phone')}
      description={t('users.phone-hint')}
      inputMode="tel"
    />
  );
}

/**
 * The user's mobile number for the SMS sign-in codes, by the domain's phone rule (with the country code),
 * saved with the version of the user as shown (412 when someone changed the user meanwhile). Saved, it closes
 * and the details show the new number; a refusal stays in the form, beside the number typed.
 */
export function UserPhoneEditor({
  companyId,
  user,
  onDone,
}: {
  companyId: string;
  user: CompanyUser;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetPhone(companyId, user);
  const [failure, setFailure] = useState<HttpError | null>(null);
  const form = useForm<UserPhone, unknown, UserPhoneValues>({
    resolver: zodResolver(userPhoneSchema),
    defaultValues: { phone: user.phone ?? '' },
  });
  const submit = useFormSubmit(
    form,
    async (values) => {
      setFailure(null);
      await save.mutateAsync(values);
      notify({ type: 'success', text: t('users.phone-saved') });
      onDone();
    },
    { onOtherError: setFailure },
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('users.change-phone')}>
      <FormField control={form.control} name="phone">
        {(field) => <PhoneTextField {...field} />}
      </FormField>
      {failure ? (
        <Notification type={failure.status === 412 ? 'warning' : 'error'}>
          {t(errorKey(failure))}
        </Notification>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={save.isPending}>
          {t('users.save-phone')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
