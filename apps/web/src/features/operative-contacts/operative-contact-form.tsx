import {
  OPERATIVE_CONTACT_LANGUAGES,
  OPERATIVE_CONTACT_LIMITS,
  operativeContactInputSchema,
  type OperativeContact,
} from '@kaista/domain/operative-contacts';
import { fieldIssues } from '@kaista/domain/shared/validation';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useChangedSinceStart } from '../../lib/forms/use-changed-since-start';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { useWriteFailed } from '../../lib/forms/use-write-failed';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { notify } from '../../lib/notifications/notification-store';
import { Button, Checkbox, Dropdown, LeaveGuard, TextField } from '../../ui';
import { useSaveOperativeContact } from './operative-contacts-queries';
import { ContactRolesField } from './contact-roles-field';
import { draftOf, emptyDraft, type OperativeContactDraft as Draft } from './operative-contact-draft';
import styles from './operative-contacts.module.css';

type OperativeContactFormProps = {
  companyId: string;
  /** The contact being changed, or null for a new one. */
  editing: OperativeContact | null;
  onClose: () => void;
};

/** A new operative contact or a change of one, checked by the shared §5 rules before it is sent. */
export function OperativeContactForm({ companyId, editing, onClose }: OperativeContactFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const failed = useWriteFailed('operative-contacts.changed-meanwhile');
  const save = useSaveOperativeContact(companyId);
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changed = useChangedSinceStart(draft);
  const { container, refused } = useFocusFirstError<HTMLFormElement>();
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    refused();
  };
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const heading = editing
    ? t('operative-contacts.edit-title', { name: `${editing.firstName} ${editing.lastName}` })
    : t('operative-contacts.new');

  const submit = () => {
    const checked = operativeContactInputSchema.safeParse(draft);
    if (!checked.success) {
      showErrors(fieldIssues(checked.error));
      return;
    }
    setErrors({});
    save.mutate(
      { body: draft, contact: editing },
      {
        onSuccess: () => {
          notify({
            type: 'success',
            text: t(editing ? 'operative-contacts.saved' : 'operative-contacts.added'),
          });
          onClose();
        },
        onError: (error) => failed(error, showErrors),
      },
    );
  };

  const text = (name: 'firstName' | 'lastName' | 'title' | 'phone' | 'email', required = true) => (
    <TextField
      label={t(`operative-contacts.field.${name}`)}
      value={draft[name]}
      onChange={(value) => change({ [name]: value })}
      errorMessage={errorText(errors[name])}
      isRequired={required}
      {...(name === 'phone'
        ? { inputMode: 'tel' as const, description: t('operative-contacts.phone-hint') }
        : {})}
      {...(name === 'email' ? { inputMode: 'email' as const } : {})}
      {...(name === 'title' ? { maxLength: OPERATIVE_CONTACT_LIMITS.titleMax } : {})}
    />
  );

  return (
    <form
      ref={container}
      className={styles.form}
      aria-label={heading}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2>{heading}</h2>
      <div className={styles.grid}>
        {text('firstName')}
        {text('lastName')}
        {text('title', false)}
        {text('phone')}
        {text('email')}
        <Dropdown
          label={t('operative-contacts.field.language')}
          options={OPERATIVE_CONTACT_LANGUAGES.map((language) => ({
            id: language,
            label: t(`operative-contacts.language.${language}`),
          }))}
          value={draft.language}
          onChange={(language) => change({ language: (language ?? 'fi') as Draft['language'] })}
        />
      </div>
      <ContactRolesField
        roles={draft.roles}
        onChange={(roles) => change({ roles })}
        refused={Boolean(errors.roles)}
      />
      <Checkbox isSelected={draft.aroundTheClock} onChange={(aroundTheClock) => change({ aroundTheClock })}>
        {t('operative-contacts.field.aroundTheClock')}
      </Checkbox>
      <TextField
        label={t('operative-contacts.field.notes')}
        value={draft.notes}
        onChange={(notes) => change({ notes })}
        errorMessage={errorText(errors.notes)}
        isMultiline
        rows={3}
        maxLength={OPERATIVE_CONTACT_LIMITS.notesMax}
      />
      <div className={styles.row}>
        <Button type="submit" isLoading={save.isPending}>
          {editing ? t('operative-contacts.save') : t('operative-contacts.add')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('operative-contacts.cancel')}
        </Button>
      </div>
      <LeaveGuard when={changed} />
    </form>
  );
}
