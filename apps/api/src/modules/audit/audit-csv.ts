import { formatDateTime, type AuditEntry, type Language } from '@kaista/domain';

const HEADINGS: Record<Language, readonly string[]> = {
  fi: ['Aika', 'Operaattorin käyttäjä', 'Käyttäjä, jona toimittiin', 'Toiminto', 'Kohde', 'Tulos'],
  en: ['Time', 'Operator', 'Acted for', 'Action', 'Target', 'Result'],
  sv: ['Tid', 'Operatörens användare', 'Användare som man agerade som', 'Åtgärd', 'Mål', 'Resultat'],
};

/** A cell a spreadsheet would run as a formula is prefixed with an apostrophe (CSV injection). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The audit log as semicolon-separated values, the separator Finnish spreadsheets expect. */
export function auditCsv(entries: readonly AuditEntry[], language: Language): string {
  const rows = entries.map((entry) => [
    formatDateTime(entry.occurredAt),
    entry.operator.name,
    entry.actedFor?.name ?? '',
    entry.action,
    entry.target,
    String(entry.result),
  ]);
  return [HEADINGS[language], ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}
