import { Readable } from 'node:stream';
import type { FeatureFlags } from '@kaista/domain/shared/constants';
import type { Language } from '@kaista/domain/shared/formatting';
import { collapsePermissions, expandPermissions } from '@kaista/domain/shared/roles';
import { actionsOf, menuEntriesOf } from '@kaista/domain/users';
import { csvLine } from '../../files/csv';
import { xlsxStream } from '../../files/xlsx-stream';
import type { CompanyUserRow } from './user-rows.repo';

const HEADINGS: Record<Language, readonly string[]> = {
  fi: [
    'Sukunimi',
    'Etunimi',
    'Sähköposti',
    'Roolit',
    'Käyttöoikeudet',
    'Ryhmät',
    'Voimassa olevat roolit',
    'Voimassa olevat oikeudet',
    'Valikon kohdat',
    'Toiminnot',
    'Tunnistustapa',
  ],
  en: [
    'Last name',
    'First name',
    'E-mail',
    'Roles',
    'Permissions',
    'Groups',
    'Effective roles',
    'Effective permissions',
    'Menu entries',
    'Actions',
    'Sign-in method',
  ],
  sv: [
    'Efternamn',
    'Förnamn',
    'E-post',
    'Roller',
    'Behörigheter',
    'Grupper',
    'Gällande roller',
    'Gällande behörigheter',
    'Menyval',
    'Funktioner',
    'Inloggningssätt',
  ],
};

const SHEET: Record<Language, string> = {
  fi: 'Käyttöoikeudet',
  en: 'Access review',
  sv: 'Behörighetsgranskning',
};

const list = (names: readonly string[]) => names.join(', ');

/**
 * One user as the auditors read them: their own roles and permissions (composites collapsed, as the rights
 * editor shows them), the groups they are in, the effective roles and permissions (own and the groups', less
 * what is switched off; composites expanded, what the guards check), the menu entries the §6 rules then show
 * and the actions inside pages they may take (the effective-access preview's PREVIEW_ACTIONS).
 */
function reviewRow(companyId: string, flags: FeatureFlags, user: CompanyUserRow): string[] {
  const effective = { roles: user.effectiveRoles, permissions: expandPermissions(user.effectivePermissions) };
  return [
    user.lastName,
    user.firstName,
    user.email,
    list(user.roles),
    list(collapsePermissions(user.permissions)),
    list(user.groups.map((group) => group.name)),
    list(effective.roles),
    list([...effective.permissions].sort()),
    list(menuEntriesOf(companyId, effective, flags)),
    list(actionsOf(companyId, effective, flags)),
    user.twoFactorMethod === 'SMS' ? 'SMS' : 'PASSWORD',
  ];
}

export interface AccessReviewSource {
  companyId: string;
  flags: FeatureFlags;
  language: Language;
  batches: AsyncIterable<CompanyUserRow[]>;
}

/** The review as semicolon-separated values, written batch by batch as the users are read. */
export function accessReviewCsv({ companyId, flags, language, batches }: AccessReviewSource): Readable {
  async function* lines() {
    // A byte order mark, so that a spreadsheet reads the Finnish letters as UTF-8.
    yield `\uFEFF${csvLine(HEADINGS[language])}`;
    for await (const batch of batches)
      yield batch.map((user) => csvLine(reviewRow(companyId, flags, user))).join('');
  }
  return Readable.from(lines());
}

/** The review as an XLSX workbook (the portal's one streaming writer), a batch of users at a time as read. */
export function accessReviewXlsx({ companyId, flags, language, batches }: AccessReviewSource): Readable {
  async function* rows() {
    for await (const batch of batches) yield batch.map((user) => reviewRow(companyId, flags, user));
  }
  const columns = HEADINGS[language].map((header, index) => ({ header, width: index < 3 ? 24 : 40 }));
  return xlsxStream(SHEET[language], columns, rows());
}
