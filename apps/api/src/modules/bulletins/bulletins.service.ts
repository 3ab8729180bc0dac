import {
  BULLETIN_COMPANY_ERRORS,
  BULLETIN_LIMITS,
  BULLETIN_TRANSLATIONS,
  type Bulletin,
  type BulletinCompany,
  type BulletinValues,
  type CurrentBulletin,
} from '@kaista/domain/bulletins';
import type { Page } from '@kaista/domain/shared/api';
import type { Language } from '@kaista/domain/shared/formatting';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { badRequest, notFound } from '../../http-errors';
import type { AccessUser } from '../../plugins/session/access-user';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import { sanitizeBulletinHtml } from './bulletin-html';
import type { BulletinRow, BulletinsRepo } from './bulletins.repo';

/** Today in Helsinki (yyyy-mm-dd), the day validity dates are about (§1). */
export const helsinkiDay = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(now);

/** The bulletin in the reader's language when it is translated to it, else in Finnish. */
const toCurrent = (row: BulletinRow, language: Language): CurrentBulletin => {
  const translation = language === 'fi' ? undefined : row.translations[language];
  return {
    id: row.id,
    ...(translation ?? { title: row.title, bodyHtml: row.bodyHtml }),
    language: translation ? language : 'fi',
    validFrom: row.validFrom,
    validUntil: row.validUntil,
  };
};

const toBulletin = (row: BulletinRow, companies: BulletinCompany[]): Bulletin => ({
  id: row.id,
  title: row.title,
  bodyHtml: row.bodyHtml,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  translations: { sv: row.translations.sv ?? null, en: row.translations.en ?? null },
  audience: row.audience as Bulletin['audience'],
  companies,
  createdByName: row.createdByName,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/**
 * 'Huoltokatko 1.12. (2026-12-01–2026-12-02, ALL; sv, en)': what an audit row shows of a bulletin, its
 * translations' languages last, so that a change of a translation alone is told too.
 */
const described = (values: {
  title: string;
  validFrom: string;
  validUntil: string | null;
  audience: string;
  companies: readonly BulletinCompany[];
  translations: BulletinRow['translations'];
}) => {
  const audience =
    values.audience === 'ALL' ? 'ALL' : values.companies.map((company) => company.id).join(', ');
  const translated = BULLETIN_TRANSLATIONS.filter((language) => values.translations[language])
    .map((language) => `${language} ${values.translations[language]!.title}`)
    .join(', ');
  return `${values.title} (${values.validFrom}–${values.validUntil ?? ''}, ${audience}${
    translated ? `; ${translated}` : ''
  })`;
};

/** A body kept to the §9 allow-list; one with nothing left is refused on its field. */
async function sanitizedBody(html: string, field: string): Promise<string> {
  const sanitized = await sanitizeBulletinHtml(html);
  if (!sanitized) throw badRequest('The bulletin has no content left.', { [field]: FIELD_ERROR_KEYS.empty });
  return sanitized;
}

/** Bulletins: operator staff write them; a company's users read the ones in force for it on home. */
export class BulletinsService {
  constructor(private readonly repo: BulletinsRepo) {}

  async current(actor: CompanyAccess, language: Language, now = new Date()): Promise<CurrentBulletin[]> {
    const rows = await this.repo.current(actor.companyId, helsinkiDay(now), BULLETIN_LIMITS.homeMax);
    return rows.map((row) => toCurrent(row, language));
  }

  async list(request: { offset: number; pageSize: number }): Promise<Page<Bulletin>> {
    const page = await this.repo.list(request);
    const companies = await this.repo.companiesOf(page.items.map((row) => row.id));
    return { ...page, items: page.items.map((row) => toBulletin(row, companies.get(row.id) ?? [])) };
  }

  async create(author: AccessUser, input: BulletinValues, audit: AuditRecorder): Promise<Bulletin> {
    const values = await this.checked(input);
    const row = await this.repo.create(
      { ...values.row, createdByName: displayName(author) },
      values.companies.map((company) => company.id),
      audit('bulletin.create', described({ ...values.row, companies: values.companies })),
    );
    return toBulletin(row, values.companies);
  }

  async update(
    id: string,
    expected: number | undefined,
    input: BulletinValues,
    audit: AuditRecorder,
  ): Promise<Bulletin> {
    const before = await this.repo.bulletin(id);
    if (!before) throw notFound('Bulletin');
    const beforeCompanies = (await this.repo.companiesOf([id])).get(id) ?? [];
    const values = await this.checked(input);
    const subject = `${described({ ...before, companies: beforeCompanies })} → ${described({
      ...values.row,
      companies: values.companies,
    })}`;
    const row = await this.repo.update(
      id,
      expected,
      values.row,
      values.companies.map((company) => company.id),
      audit('bulletin.update', subject),
    );
    return toBulletin(row, values.companies);
  }

  async delete(id: string, expected: number | undefined, audit: AuditRecorder): Promise<void> {
    const before = await this.repo.bulletin(id);
    if (!before) throw notFound('Bulletin');
    const companies = (await this.repo.companiesOf([id])).get(id) ?? [];
    await this.repo.delete(id, expected, audit('bulletin.delete', described({ ...before, companies })));
  }

  /** The bodies kept to the §9 allow-list, and the chosen companies checked to exist. */
  private async checked(input: BulletinValues) {
    const bodyHtml = await sanitizedBody(input.bodyHtml, 'bodyHtml');
    const translations: BulletinRow['translations'] = {};
    for (const language of BULLETIN_TRANSLATIONS) {
      const translation = input.translations[language];
      if (!translation?.title) continue;
      translations[language] = {
        title: translation.title,
        bodyHtml: await sanitizedBody(translation.bodyHtml, `translations.${language}.bodyHtml`),
      };
    }
    const companyIds = input.audience === 'CHOSEN' ? [...new Set(input.companyIds)].sort() : [];
    const companies = await this.repo.existingCompanies(companyIds);
    if (companies.length < companyIds.length)
      throw badRequest('A chosen company does not exist.', { companyIds: BULLETIN_COMPANY_ERRORS.unknown });
    return {
      row: {
        title: input.title.trim(),
        bodyHtml,
        translations,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        audience: input.audience,
      },
      companies,
    };
  }
}
