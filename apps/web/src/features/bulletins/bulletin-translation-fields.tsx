import { BULLETIN_TRANSLATIONS, type BulletinTranslationLanguage } from '@kaista/domain/bulletins';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { TextField } from '../../ui';
import type { BulletinDraft, TranslationDraft } from './bulletin-draft';
import styles from './bulletins.module.css';

type BulletinTranslationFieldsProps = {
  translations: BulletinDraft['translations'];
  onChange: (language: BulletinTranslationLanguage, part: Partial<TranslationDraft>) => void;
  /** The form's errors by field path (`translations.sv.title`). */
  errors: Record<string, string>;
};

/** The bulletin's optional Swedish and English texts: a reader of a language without one reads the Finnish. */
export function BulletinTranslationFields({
  translations,
  onChange,
  errors,
}: BulletinTranslationFieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <fieldset className={styles.translations}>
      <legend>{t('bulletins.translations')}</legend>
      <p className={styles.hint}>{t('bulletins.translations-hint')}</p>
      {BULLETIN_TRANSLATIONS.map((language) => (
        <div key={language} className={styles.translation}>
          <TextField
            label={t(`bulletins.title-in.${language}`)}
            value={translations[language].title}
            onChange={(title) => onChange(language, { title })}
            errorMessage={errorText(errors[`translations.${language}.title`])}
          />
          <TextField
            label={t(`bulletins.body-in.${language}`)}
            value={translations[language].bodyHtml}
            onChange={(bodyHtml) => onChange(language, { bodyHtml })}
            errorMessage={errorText(errors[`translations.${language}.bodyHtml`])}
            isMultiline
            rows={3}
          />
        </div>
      ))}
    </fieldset>
  );
}
