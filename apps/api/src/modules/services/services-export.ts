import { PassThrough, Readable } from 'node:stream';
import { formatServiceNumber, type ServiceSummary } from '@kaista/domain/services';
import { formatDate, type Language } from '@kaista/domain/shared/formatting';
import { csvLine } from '../../files/csv';

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
function exportRow(service: ServiceSummary): string[] {
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

/** The filtered list as semicolon-separated values, written page by page as the services are read. */
export function servicesCsv(language: Language, batches: AsyncIterable<ServiceSummary[]>): Readable {
  async function* lines() {
    // A byte order mark, so that a spreadsheet reads the Finnish letters as UTF-8.
    yield `\uFEFF${csvLine(HEADINGS[language])}`;
    for await (const batch of batches) yield batch.map((service) => csvLine(exportRow(service))).join('');
  }
  return Readable.from(lines());
}

/** The filtered list as an XLSX workbook, streamed: each row is written out as soon as it is added. */
export function servicesXlsx(language: Language, batches: AsyncIterable<ServiceSummary[]>): Readable {
  const out = new PassThrough();
  writeWorkbook(out, language, batches).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

async function writeWorkbook(
  out: PassThrough,
  language: Language,
  batches: AsyncIterable<ServiceSummary[]>,
): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(SHEET[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADINGS[language].map((header, index) => ({
    header,
    width: index < 2 || index === 3 ? 28 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) for (const service of batch) sheet.addRow(exportRow(service)).commit();
  sheet.commit();
  await workbook.commit();
}
