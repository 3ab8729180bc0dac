import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BULK_ORDER_FILE_TYPES } from '@kaista/domain/orders';
import { documentFileType } from '@kaista/domain/shared/enums';
import type { FileStore } from '../../files/file-store';
import { UploadStore } from '../../files/upload-store';
import { HttpError } from '../../http-errors';

/** A bulk order file as read: its name, its cells row by row (row 1 the header), and its content's hash. */
export interface BulkOrderTable {
  fileName: string;
  table: string[][];
  sha256: string;
  /** Set when the file's content could not be read as a table at all. */
  unreadable: boolean;
}

export interface BulkOrderUpload {
  fileName: string;
  contentType: string;
  content: Readable & { truncated?: boolean };
}

/**
 * A CSV file's text as rows of cells. The separator is the first line's most frequent of ';', ',' and tab
 * (Finnish spreadsheets write ';'); quotes may hold a separator, a line break or a doubled quote.
 */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = [';', ',', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** UTF-8 (with or without its byte order mark), else Latin-1 as older spreadsheets save CSV. */
function decodeText(bytes: Buffer): string {
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const text = utf8.includes('\uFFFD') ? bytes.toString('latin1') : utf8;
  return text.replace(/^\uFEFF/, '');
}

/** The first worksheet's cells as text, row by row from row 1 (empty rows kept, so row numbers hold). */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.getRow(rowNumber);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(row.getCell(column).text ?? '');
    table.push(cells);
  }
  return table;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Reads an uploaded bulk order file: CSV or XLSX only (415 otherwise). It goes through the upload store like
 * every upload (its size limit, the content matched to the extension, a zip bomb refused), is read back as a
 * table and removed: the order keeps the rows, not the file.
 */
export async function readBulkOrderFile(files: FileStore, upload: BulkOrderUpload): Promise<BulkOrderTable> {
  const type = documentFileType(upload.fileName);
  if (!type || !(BULK_ORDER_FILE_TYPES as readonly string[]).includes(type)) {
    upload.content.resume();
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'A bulk order is a CSV or XLSX file.');
  }
  const store = new UploadStore(files, 'bulk-orders');
  const stored = await store.save(upload.fileName, upload.contentType, upload.content);
  let bytes: Buffer;
  try {
    bytes = await bytesOf(await store.open(stored.storageName));
  } finally {
    await store.remove(stored.storageName);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    const table = type === 'xlsx' ? await readXlsx(bytes) : parseCsv(decodeText(bytes));
    return { fileName: upload.fileName, table, sha256, unreadable: false };
  } catch {
    return { fileName: upload.fileName, table: [], sha256, unreadable: true };
  }
}
