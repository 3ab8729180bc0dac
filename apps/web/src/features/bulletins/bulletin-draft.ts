import {
  BULLETIN_TRANSLATIONS,
  type Bulletin,
  type BulletinAudience,
  type BulletinInput,
  type BulletinTranslationLanguage,
} from '@kaista/domain/bulletins';

export type TranslationDraft = { title: string; bodyHtml: string };

/** The bulletin form's values as typed: company numbers are one text until sent. */
export type BulletinDraft = {
  title: string;
  bodyHtml: string;
  translations: Record<BulletinTranslationLanguage, TranslationDraft>;
  validFrom: string;
  validUntil: string;
  audience: BulletinAudience;
  companies: string;
};

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

const noTranslation = (): TranslationDraft => ({ title: '', bodyHtml: '' });

export const emptyDraft = (): BulletinDraft => ({
  title: '',
  bodyHtml: '',
  translations: { sv: noTranslation(), en: noTranslation() },
  validFrom: today(),
  validUntil: '',
  audience: 'ALL',
  companies: '',
});

export const draftOf = (bulletin: Bulletin): BulletinDraft => ({
  title: bulletin.title,
  bodyHtml: bulletin.bodyHtml,
  translations: {
    sv: bulletin.translations.sv ?? noTranslation(),
    en: bulletin.translations.en ?? noTranslation(),
  },
  validFrom: bulletin.validFrom,
  validUntil: bulletin.validUntil ?? '',
  audience: bulletin.audience,
  companies: bulletin.companies.map((company) => company.id).join(', '),
});

/** The translations begun: one with neither a title nor a text typed is none. */
const translationsOf = (draft: BulletinDraft): BulletinInput['translations'] =>
  Object.fromEntries(
    BULLETIN_TRANSLATIONS.map((language) => [language, draft.translations[language]] as const).filter(
      ([, translation]) => translation.title.trim() !== '' || translation.bodyHtml.trim() !== '',
    ),
  );

export const inputOf = (draft: BulletinDraft): BulletinInput => ({
  title: draft.title,
  bodyHtml: draft.bodyHtml,
  translations: translationsOf(draft),
  validFrom: draft.validFrom,
  validUntil: draft.validUntil || null,
  audience: draft.audience,
  companyIds:
    draft.audience === 'CHOSEN'
      ? draft.companies
          .split(/[\s,;]+/)
          .map((id) => id.trim())
          .filter(Boolean)
      : [],
});
