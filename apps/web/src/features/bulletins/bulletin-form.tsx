import { bulletinInputSchema, type Bulletin, type BulletinAudience } from '@kaista/domain/bulletins';
import { fieldIssues } from '@kaista/domain/shared/validation';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useChangedSinceStart } from '../../lib/forms/use-changed-since-start';
import { useUnreadableDates } from '../../lib/forms/use-unreadable-dates';
import { useWriteFailed } from '../../lib/forms/use-write-failed';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { notify } from '../../lib/notifications/notification-store';
import { Button, DateField, LeaveGuard, RadioGroup, SanitizedHtml, TextField } from '../../ui';
import { emptyDraft, inputOf } from './bulletin-draft';
import { BulletinTranslationFields } from './bulletin-translation-fields';
import { useSaveBulletin } from './bulletins-queries';
import { DATE_UNREADABLE, useBulletinDraft } from './use-bulletin-draft';
import styles from './bulletins.module.css';

type DateName = 'validFrom' | 'validUntil';

type BulletinFormProps = {
  /** The bulletin being changed, or null for a new one. */
  editing: Bulletin | null;
  onClose: () => void;
};

/** A new bulletin or a change of one: checked by the shared rules before it is sent, previewed as sanitised. */
export function BulletinForm({ editing, onClose }: BulletinFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const failed = useWriteFailed('bulletins.changed-meanwhile');
  const save = useSaveBulletin();
  const { draft, setDraft, errors, setErrors, change, changeTranslation } = useBulletinDraft(editing);
  const changed = useChangedSinceStart(draft);
  const { unreadable, tell: tellDate } = useUnreadableDates<DateName>();
  const heading = editing ? t('bulletins.edit-title', { title: editing.title }) : t('bulletins.new');

  const readable = (name: DateName) => (isValid: boolean) => {
    tellDate(name, isValid);
    if (!isValid) setErrors((current) => ({ ...current, [name]: DATE_UNREADABLE }));
  };
  const dateError = (name: DateName, message: string | undefined) =>
    errors[name] === DATE_UNREADABLE ? t(DATE_UNREADABLE) : message;

  const submit = () => {
    if (unreadable.size > 0) {
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries([...unreadable].map((name) => [name, DATE_UNREADABLE])),
      }));
      return;
    }
    const input = inputOf(draft);
    const checked = bulletinInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldIssues(checked.error));
      return;
    }
    setErrors({});
    save.mutate(
      { body: input, bulletin: editing },
      {
        onSuccess: () => {
          notify({ type: 'success', text: t(editing ? 'bulletins.saved' : 'bulletins.published') });
          setDraft(emptyDraft());
          onClose();
        },
        onError: (error) => failed(error, setErrors),
      },
    );
  };

  return (
    <form
      className={styles.form}
      aria-label={heading}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2>{heading}</h2>
      <TextField
        label={t('bulletins.title')}
        value={draft.title}
        onChange={(title) => change({ title })}
        errorMessage={errorText(errors.title)}
        isRequired
      />
      <TextField
        label={t('bulletins.body')}
        description={t('bulletins.body-hint')}
        value={draft.bodyHtml}
        onChange={(bodyHtml) => change({ bodyHtml })}
        errorMessage={errorText(errors.bodyHtml)}
        isMultiline
        rows={5}
        isRequired
      />
      {draft.bodyHtml ? (
        <div className={styles.preview} aria-label={t('bulletins.preview')} role="group">
          <SanitizedHtml html={draft.bodyHtml} />
        </div>
      ) : null}
      <BulletinTranslationFields
        translations={draft.translations}
        onChange={changeTranslation}
        errors={errors}
      />
      <div className={styles.row}>
        <DateField
          label={t('bulletins.valid-from')}
          value={draft.validFrom}
          onChange={(validFrom) => change({ validFrom })}
          onValidityChange={readable('validFrom')}
          errorMessage={dateError('validFrom', errorText(errors.validFrom))}
          isRequired
        />
        <DateField
          label={t('bulletins.valid-until')}
          value={draft.validUntil}
          onChange={(validUntil) => change({ validUntil })}
          onValidityChange={readable('validUntil')}
          errorMessage={dateError(
            'validUntil',
            errors.validUntil ? t('bulletins.until-before-from') : undefined,
          )}
        />
      </div>
      <RadioGroup
        label={t('bulletins.audience')}
        options={[
          { value: 'ALL', label: t('bulletins.to-all') },
          { value: 'CHOSEN', label: t('bulletins.to-chosen') },
        ]}
        value={draft.audience}
        onChange={(audience) => change({ audience: audience as BulletinAudience })}
      />
      {draft.audience === 'CHOSEN' ? (
        <TextField
          label={t('bulletins.companies')}
          description={t('bulletins.companies-hint')}
          value={draft.companies}
          onChange={(companies) => change({ companies })}
          errorMessage={errorText(errors.companyIds)}
          isRequired
        />
      ) : null}
      <div className={styles.row}>
        <Button type="submit" isLoading={save.isPending}>
          {editing ? t('bulletins.save') : t('bulletins.publish')}
        </Button>
        {editing ? (
          <Button variant="secondary" onPress={onClose}>
            {t('bulletins.cancel')}
          </Button>
        ) : null}
      </div>
      <LeaveGuard when={changed} />
    </form>
  );
}
