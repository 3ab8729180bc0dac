import type { Readable } from 'node:stream';
import type { Report } from '@kaista/domain/reports';
import type { CsvCharset, ExportFormat } from '@kaista/domain/shared/enums';
import type { Language } from '@kaista/domain/shared/formatting';
import { csvStream } from '../../files/csv-stream';
import type { SheetCell } from '../../files/export-rows';
import type { SheetColumn } from '../../files/sheet-column';
import { xlsxStream } from '../../files/xlsx-stream';

export interface ReportFile {
  format: ExportFormat;
  charset: CsvCharset;
  language: Language;
}

const euros = (cents: number): number => Number((cents / 100).toFixed(2));

/** A report's column as a spreadsheet's: euros with two decimals, days with one, counts whole. */
function sheetColumn(column: Report['columns'][number]): SheetColumn {
  if (column.kind === 'cents') return { header: column.header, width: 18, decimals: 2 };
  if (column.kind === 'days') return { header: column.header, width: 18, decimals: 1 };
  if (column.kind === 'count') return { header: column.header, width: 14 };
  return { header: column.header, width: 32 };
}

/** A report's table as a file: the rows as the page shows them, amounts as numbers a spreadsheet sums. */
export function reportFile(file: ReportFile, report: Report): Readable {
  const kinds = report.columns.map((column) => column.kind);
  const rows: SheetCell[][] = report.rows.map((row) =>
    row.map((cell, index): SheetCell => {
      if (cell === null) return '';
      if (typeof cell === 'number' && kinds[index] === 'cents') return euros(cell);
      return cell;
    }),
  );
  async function* batches() {
    yield rows;
  }
  const columns = report.columns.map(sheetColumn);
  if (file.format === 'xlsx') return xlsxStream(report.title.slice(0, 31), columns, batches());
  return csvStream(columns, batches(), { charset: file.charset, decimalComma: file.language !== 'en' });
}
