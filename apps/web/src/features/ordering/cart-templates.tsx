import type { Cart, CartTemplate } from '@kaista/domain/ordering';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { HttpError } from '../../lib/http/http-error';
import { Button, ConfirmDialog, Notification, TextField } from '../../ui';
import { useCartOwner } from './cart-queries';
import {
  cartTemplatesQuery,
  useRemoveTemplate,
  useSaveTemplate,
  useStartFromTemplate,
} from './cart-template-queries';
import { cartRefusalKey } from './cart-refusal';
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
    <form
      className={styles.form}
      aria-labelledby="save-template-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="save-template-title" className={styles.subTitle}>
        {t('ordering.template.save-title')}
      </h2>
      {saved ? (
        <p className={styles.savedNote} role="status">
          {t('ordering.template.saved', { name: saved })}
        </p>
      ) : null}
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
      <div>
        <Button
          type="submit"
          variant="secondary"
          isLoading={save.isPending}
          loadingLabel={t('ordering.saving')}
        >
          {t('ordering.template.save')}
        </Button>
      </div>
    </form>
  );
}

/** The company's cart templates on the order page: each adds its lines to the cart, or is removed. */
export function CartTemplates({ cart }: { cart: Cart | null }) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const templates = useQuery(cartTemplatesQuery(owner));
  const start = useStartFromTemplate();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CartTemplate | null>(null);
  const remove = useRemoveTemplate();
  if (!templates.data || templates.data.templates.length === 0) return null;

  async function startFrom(template: CartTemplate) {
    setFailure(null);
    try {
      await start.mutateAsync({ cart, input: template.id });
      void navigate('cart');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setFailure(cartRefusalKey(error));
    }
  }

  return (
    <section aria-labelledby="templates-title" className={styles.detailsSection}>
      <h2 id="templates-title" className={styles.sectionTitle}>
        {t('ordering.template.title')}
      </h2>
      {failure ? (
        <Notification type="error" isLive>
          {t(failure)}
        </Notification>
      ) : null}
      <ul className={styles.lines}>
        {templates.data.templates.map((template) => (
          <li key={template.id} className={styles.summaryRow}>
            <span>
              <strong>{template.name}</strong>{' '}
              <span className={styles.hint}>
                {template.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
              </span>
            </span>
            <span>
              <Button
                variant="secondary"
                onPress={() => void startFrom(template)}
                isLoading={start.isPending && start.variables?.input === template.id}
                loadingLabel={t('ordering.adding')}
                aria-label={t('ordering.template.start', { name: template.name })}
              >
                {t('ordering.template.start-short')}
              </Button>{' '}
              <Button
                variant="secondary"
                onPress={() => setRemoving(template)}
                aria-label={t('ordering.template.remove', { name: template.name })}
              >
                {t('ordering.template.remove-short')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('ordering.template.remove-title')}
        confirmLabel={t('ordering.template.remove-short')}
        isPending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSettled: () => setRemoving(null),
          })
        }
      >
        {t('ordering.template.remove-text', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
