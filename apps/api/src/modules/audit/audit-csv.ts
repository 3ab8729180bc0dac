import { auditActionSentence, auditActorName, auditResultText, type AuditEntry } from '@kaista/domain/audit';
import { formatDateTime, type Language } from '@kaista/domain/shared/formatting';
import { csvLine } from '../../files/csv';

const HEADINGS: Record<Language, readonly string[]> = {
  fi: ['Aika', 'Kuka', 'Toiminto', 'Tulos'],
  en: ['Time', 'Who', 'Action', 'Result'],
  sv: ['Tid', 'Vem', 'Åtgärd', 'Resultat'],
};

/**
 * The audit log as semicolon-separated values in UTF-8 with a BOM (the separator Finnish spreadsheets
 * expect), each row a sentence in the reader's language: "Cecilia Asiakaspalvelu for Maria Manninen;
 * Commented on … #12".
 */
export function auditCsv(entries: readonly AuditEntry[], language: Language): string {
  const rows = entries.map((entry) => [
    formatDateTime(entry.occurredAt),
    auditActorName(
      { action: entry.action, operatorName: entry.operator.name, actedForName: entry.actedFor?.name ?? null },
      language,
    ),
    auditActionSentence(
      { action: entry.action, subject: entry.subject, actedForName: entry.actedFor?.name ?? null },
      language,
    ),
    auditResultText(entry.result, language),
  ]);
  // The byte-order mark tells Excel the file is UTF-8, without which ä and ö come out garbled.
  return `\uFEFF${[HEADINGS[language], ...rows].map(csvLine).join('')}`;
}
