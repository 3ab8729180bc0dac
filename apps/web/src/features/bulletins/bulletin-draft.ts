import type { Bulletin, BulletinAudience, BulletinInput } from '@kaista/domain/bulletins';

/** The bulletin form's values as typed: company numbers are one text until sent. */
export type BulletinDraft = {
  title: string;
  bodyHtml: string;
  validFrom: string;
  validUntil: string;
  audience: BulletinAudience;
  companies: string;
};

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

export const emptyDraft = (): BulletinDraft => ({
  title: '',
  bodyHtml: '',
  validFrom: today(),
  validUntil: '',
  audience: 'ALL',
  companies: '',
});

export const draftOf = (bulletin: Bulletin): BulletinDraft => ({
  title: bulletin.title,
  bodyHtml: bulletin.bodyHtml,
  validFrom: bulletin.validFrom,
  validUntil: bulletin.validUntil ?? '',
  audience: bulletin.audience,
  companies: bulletin.companies.map((company) => company.id).join(', '),
});

export const inputOf = (draft: BulletinDraft): BulletinInput => ({
  title: draft.title,
  bodyHtml: draft.bodyHtml,
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
