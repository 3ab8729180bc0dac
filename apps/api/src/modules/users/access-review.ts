import { PassThrough, Readable } from 'node:stream';
import type { FeatureFlags } from '@kaista/domain/shared/constants';
import type { Language } from '@kaista/domain/shared/formatting';
import { collapsePermissions, expandPermissions } from '@kaista/domain/shared/roles';
import { actionsOf, menuEntriesOf } from '@kaista/domain/users';
import { csvLine } from '../../files/csv';
import type { CompanyUserRow } from './users.repo';

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

/** The review as an XLSX workbook, streamed: each row is committed (written out) as soon as it is added. */
export function accessReviewXlsx(source: AccessReviewSource): Readable {
  const out = new PassThrough();
  writeWorkbook(out, source).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

/** exceljs (some 200 modules) loads with the first workbook asked for, not at every start of the server. */
async function writeWorkbook(
  out: PassThrough,
  { companyId, flags, language, batches }: AccessReviewSource,
): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(SHEET[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADINGS[language].map((header, index) => ({ header, width: index < 3 ? 24 : 40 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches)
    for (const user of batch) sheet.addRow(reviewRow(companyId, flags, user)).commit();
  sheet.commit();
  await workbook.commit();
}
