import { addressQuerySchema } from '@kaista/domain/services';
import { fieldIssues } from '@kaista/domain/shared/validation';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { Button, TextField } from '../../ui';
import styles from './services.module.css';

type Search = { street: string; city: string };

/** Street and city, checked by the call's own schema before anything is asked. */
export function AvailabilitySearchForm({
  initial,
  onFind,
}: {
  initial: Search | null;
  onFind: (search: Search) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [street, setStreet] = useState(initial?.street ?? '');
  const [city, setCity] = useState(initial?.city ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('services.availability.search')}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = addressQuerySchema.safeParse({ streetAddress: street, city });
        setErrors(checked.success ? {} : fieldIssues(checked.error));
        if (checked.success) onFind({ street: checked.data.streetAddress, city: checked.data.city ?? '' });
      }}
    >
      <TextField
        label={t('services.availability.street')}
        value={street}
        onChange={setStreet}
        errorMessage={errorText(errors.streetAddress)}
        isRequired
      />
      <TextField
        label={t('services.availability.city')}
        value={city}
        onChange={setCity}
        errorMessage={errorText(errors.city)}
      />
      <Button type="submit">{t('services.availability.search')}</Button>
    </form>
  );
}
