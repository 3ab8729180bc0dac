import type { Cart } from '@kaista/domain/ordering';
import { EMAIL_MAX_LENGTH } from '@kaista/domain/shared/validation';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { HttpError } from '../../lib/http/http-error';
import { Button, TextField } from '../../ui';
import { failureKey, Section } from './details-section';
import { useAddContact, useRemoveContact } from './order-details-mutations';
import styles from './ordering.module.css';

/** §7 /contacts: the addresses the order confirmation is sent to. */
export function ContactsSection({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const add = useAddContact();
  const remove = useRemoveContact();
  const errorText = useFieldErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function addContact() {
    setError(undefined);
    try {
      await add.mutateAsync({ cart, input: email });
      setEmail('');
    } catch (failure) {
      setError(
        failure instanceof HttpError && failure.fieldErrors['email']
          ? failure.fieldErrors['email']
          : failureKey(failure),
      );
    }
  }

  return (
    <Section id="contacts-title" title={t('ordering.details.contacts')} problem={undefined}>
      <p>{t('ordering.details.contacts-intro')}</p>
      {cart.details.contacts.length > 0 ? (
        <ul className={styles.contacts}>
          {cart.details.contacts.map((contact) => (
            <li key={contact}>
              <span>{contact}</span>
              <Button
                variant="tertiary"
                size="small"
                onPress={() => void remove.mutateAsync({ cart, input: contact }).catch(() => undefined)}
                aria-label={t('ordering.details.remove-contact', { email: contact })}
              >
                {t('ordering.details.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className={styles.inlineForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void addContact();
        }}
      >
        <TextField
          label={t('ordering.details.field.contact')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
          errorMessage={errorText(error)}
          maxLength={EMAIL_MAX_LENGTH}
        />
        <Button
          type="submit"
          variant="secondary"
          isLoading={add.isPending}
          loadingLabel={t('ordering.saving')}
        >
          {t('ordering.details.add-contact')}
        </Button>
      </form>
    </Section>
  );
}
