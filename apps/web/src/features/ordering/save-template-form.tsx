import type { Cart } from '@kaista/domain/ordering';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { HttpError } from '../../lib/http/http-error';
import { TextField } from '../../ui';
import { useSaveTemplate } from './cart-template-queries';
import { SavedNote, SaveForm } from './save-form';
import styles from './ordering.module.css';

/** Saves the cart as a template of the company ("new employee kit"): its products and quantities. */
export function SaveTemplateForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveTemplate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);

  async function submit() {
    setSaved(null);
    if (name.trim() === '') {
      setError(FIELD_ERROR_KEYS.empty);
      return;
    }
    try {
      const template = await save.mutateAsync({ cart, name });
      setName('');
      setError(undefined);
      setSaved(template.name);
    } catch (failure) {
      if (!(failure instanceof HttpError)) throw failure;
      setError(failure.fieldErrors['name'] ?? 'error.generic');
    }
  }

  return (
    <SaveForm
      labelledBy="save-template-title"
      onSubmit={() => void submit()}
      isSaving={save.isPending}
      saveLabel={t('ordering.template.save')}
    >
      <h2 id="save-template-title" className={styles.subTitle}>
        {t('ordering.template.save-title')}
      </h2>
      {saved ? <SavedNote>{t('ordering.template.saved', { name: saved })}</SavedNote> : null}
      <TextField
        label={t('ordering.template.name')}
        description={t('ordering.template.name-help')}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        maxLength={100}
        isRequired
        errorMessage={errorText(error)}
      />
    </SaveForm>
  );
}
