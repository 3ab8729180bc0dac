import type { Readable } from 'node:stream';
import { formatServiceNumber, type ServiceSummary } from '@kaista/domain/services';
import type { Language } from '@kaista/domain/shared/formatting';
import { exportRows } from '../../files/export-rows';
import { csvStream } from '../../files/csv-stream';
import { xlsxStream } from '../../files/xlsx-stream';

const HEADINGS: Record<Language, readonly string[]> = {
  fi: [
    'Numero',
    'Käyttäjä',
    'Tyyppi',
    'Paketti',
    'Tila',
    'ICCID',
    'Kustannuspaikka',
    'Laskutussopimus',
    'Sopimus alkanut',
    'Määräaikaisuus päättyy',
    'Päättyy',
  ],
  en: [
    'Number',
    'User',
    'Type',
    'Package',
    'Status',
    'ICCID',
    'Cost centre',
    'Billing agreement',
    'Contract started',
    'Fixed term ends',
    'Ends',
  ],
  sv: [
    'Nummer',
    'Användare',
    'Typ',
    'Paket',
    'Status',
    'ICCID',
    'Kostnadsställe',
    'Faktureringsavtal',
    'Avtalet började',
    'Visstid slutar',
    'Slutar',
  ],
};
const SHEET: Record<Language, string> = { fi: 'Palvelut', en: 'Services', sv: 'Tjänster' };

/** One service as a row of the export: the number as people write it (no spreadsheet formula), dates in §1 form. */
function exportRow(service: ServiceSummary, formatDate: (value: string) => string): string[] {
  return [
    formatServiceNumber(service.number),
    service.userName ?? '',
    service.type,
    service.packageName,
    service.suspensionKind ? `${service.status} (${service.suspensionKind})` : service.status,
    service.iccid ?? '',
    service.costCentre?.name ?? '',
    service.payer?.name ?? '',
    formatDate(service.contractStart),
    service.fixedTermEnd ? formatDate(service.fixedTermEnd) : '',
    service.scheduledTermination ? formatDate(service.scheduledTermination) : '',
  ];
}

/** The filtered list as semicolon-separated values (UTF-8 with a BOM), written slice by slice as read. */
export function servicesCsv(language: Language, batches: AsyncIterable<ServiceSummary[]>): Readable {
  return csvStream(HEADINGS[language], exportRows(batches, exportRow));
}

/** The filtered list as an XLSX workbook, streamed: written slice by slice as read. */
export function servicesXlsx(language: Language, batches: AsyncIterable<ServiceSummary[]>): Readable {
  const columns = HEADINGS[language].map((header, index) => ({
    header,
    width: index < 2 || index === 3 ? 28 : 18,
  }));
  return xlsxStream(SHEET[language], columns, exportRows(batches, exportRow));
}
