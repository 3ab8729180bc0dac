import type { Bulletin, BulletinTranslationLanguage } from '@kaista/domain/bulletins';
import { useState } from 'react';
import { draftOf, emptyDraft, type BulletinDraft, type TranslationDraft } from './bulletin-draft';

/** The date field's own text for a date that cannot be read, kept as the form's error of that field. */
export const DATE_UNREADABLE = 'common.date.invalid';

const without = (errors: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)));

/** The bulletin form's values as typed and its errors by field, each error going with its field's change. */
export function useBulletinDraft(editing: Bulletin | null) {
  const [draft, setDraft] = useState<BulletinDraft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The end's "before the start" goes with either date; an end that cannot be read stays until it can.
  const change = (part: Partial<BulletinDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setErrors((current) => {
      const changed = Object.keys(part).map((name) => (name === 'companies' ? 'companyIds' : name));
      if ('validFrom' in part && current.validUntil !== DATE_UNREADABLE) changed.push('validUntil');
      return without(current, changed);
    });
  };

  // A translation's missing half is told on either of its fields: typing in one clears both.
  const changeTranslation = (language: BulletinTranslationLanguage, part: Partial<TranslationDraft>) => {
    setDraft((current) => ({
      ...current,
      translations: { ...current.translations, [language]: { ...current.translations[language], ...part } },
    }));
    setErrors((current) =>
      without(current, [`translations.${language}.title`, `translations.${language}.bodyHtml`]),
    );
  };

  return { draft, setDraft, errors, setErrors, change, changeTranslation };
}
