import { CONTACT_GROUP_EMAILS_MAX } from '@kaista/domain/tickets';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { Button, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import type { ContactGroupInput, ContactGroupValues } from './ticket-form-schema';
import styles from './contact-group-emails.module.css';

/**
 * The group's addresses, one field each, so that a refused address (the schema's or the server's `emails.2`)
 * is told on its own field. The addresses are plain strings, which react-hook-form's field arrays do not keep,
 * so the rows follow the array's length; at least one row stays, as the schema asks for one address.
 */
export function ContactGroupEmails({
  form,
}: {
  form: UseFormReturn<ContactGroupInput, unknown, ContactGroupValues>;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const emails = useWatch({ control: form.control, name: 'emails' });
  const listError = form.formState.errors.emails;
  const setEmails = (next: string[]) => {
    // Errors belong to positions, which a removal shifts: the next check tells them again.
    form.clearErrors('emails');
    form.setValue('emails', next);
  };
  return (
    <fieldset className={styles.emails}>
      <legend className={styles.emailsLegend}>{t('tickets.contact-group.emails')}</legend>
      {emails.map((_, index) => (
        <div key={index} className={styles.emailRow}>
          <FormField control={form.control} name={`emails.${index}`}>
            {(field) => (
              <TextField
                {...field}
                label={t('tickets.contact-group.email', { number: index + 1 })}
                inputMode="email"
                isRequired
                className={styles.emailField}
              />
            )}
          </FormField>
          {emails.length > 1 ? (
            <Button
              variant="tertiary"
              size="small"
              onPress={() => setEmails(emails.filter((__, at) => at !== index))}
            >
              {t('tickets.contact-group.remove-email', { number: index + 1 })}
            </Button>
          ) : null}
        </div>
      ))}
      {listError?.message ? (
        <p role="alert" className={styles.emailsError}>
          {errorText(listError.message)}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="small"
        isDisabled={emails.length >= CONTACT_GROUP_EMAILS_MAX}
        onPress={() => setEmails([...emails, ''])}
      >
        {t('tickets.contact-group.add-email')}
      </Button>
    </fieldset>
  );
}
