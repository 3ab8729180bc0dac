import type { DocumentFileType } from '@kaista/domain/shared/enums';

const SIGNATURES = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  zip: [0x50, 0x4b, 0x03, 0x04],
  ole2: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
} as const;
type Container = keyof typeof SIGNATURES | 'text';

/** §3 document types by what their content must start with (Office Open XML and OpenDocument are zips). */
const CONTAINER_OF: Record<DocumentFileType, Container> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  vsdx: 'zip',
  odt: 'zip',
  ods: 'zip',
  odp: 'zip',
  doc: 'ole2',
  xls: 'ole2',
  ppt: 'ole2',
  vsd: 'ole2',
  txt: 'text',
  csv: 'text',
  vdx: 'text',
};

export const CONTENT_TYPES: Record<DocumentFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  vsdx: 'application/vnd.ms-visio.drawing',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  vsd: 'application/vnd.visio',
  txt: 'text/plain',
  csv: 'text/csv',
  vdx: 'application/vnd.visio',
};

const startsWith = (head: Uint8Array, signature: readonly number[]) =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

/** Text in UTF-8 or Latin-1 (some exports are Latin-1): no NUL and no control bytes but tab, CR, LF and FF. */
function looksLikeText(head: Uint8Array): boolean {
  return head.every(
    (byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c,
  );
}

/** Types a browser may also declare for a file of each extension (besides the canonical one). */
const DECLARED_ALIASES: Partial<Record<DocumentFileType, readonly string[]>> = {
  jpg: ['image/pjpeg'],
  jpeg: ['image/pjpeg'],
  csv: ['text/plain', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel'],
  vsdx: ['application/vnd.visio', 'application/vnd.ms-visio.drawing.main+xml'],
  vsd: ['application/vnd.ms-visio.drawing'],
  vdx: ['application/vnd.ms-visio.viewer', 'application/xml', 'text/xml'],
};
/** What a browser sends when it does not know the type; says nothing against the extension. */
const UNKNOWN_TYPE = 'application/octet-stream';

/** Whether the type the client declared is one a file with this extension can have. */
export function declaredTypeFits(type: DocumentFileType, declared: string): boolean {
  const mime = declared.split(';')[0]!.trim().toLowerCase();
  return mime === UNKNOWN_TYPE || mime === CONTENT_TYPES[type] || !!DECLARED_ALIASES[type]?.includes(mime);
}

/** Markup a browser renders or runs; no binary document of §3 holds it, so finding it means a polyglot. */
const ACTIVE_MARKUP = /<(?:script|html|svg|iframe|object|embed|body|!doctype\s+html)[\s>/]/i;
/** A text file that is really a page, an image or a GIF/JS polyglot, as a browser's sniffer would see it. */
const DISGUISED_TEXT =
  /^(?:\xef\xbb\xbf)?\s*(?:<\?xml[^>]*>\s*)?(?:<(?:script|html|svg|iframe|body|head|!doctype\s+html)[\s>/]|GIF8)/i;

/** Scans a stream chunk by chunk for markup, keeping a tail so a tag split across chunks is still seen. */
export class MarkupScanner {
  found = false;
  private tail = '';

  push(chunk: Buffer): void {
    if (this.found) return;
    const text = this.tail + chunk.toString('latin1');
    this.found = ACTIVE_MARKUP.test(text);
    this.tail = text.slice(-24);
  }
}

/** Whether a type's content is binary, so that markup anywhere in it is foreign. */
export const isBinaryType = (type: DocumentFileType) => CONTAINER_OF[type] !== 'text';
export const isZipType = (type: DocumentFileType) => CONTAINER_OF[type] === 'zip';

/** Whether the first bytes of a file are what its extension promises (an empty file is never accepted). */
export function contentMatchesType(type: DocumentFileType, head: Uint8Array): boolean {
  if (head.length === 0) return false;
  const container = CONTAINER_OF[type];
  if (container !== 'text') return startsWith(head, SIGNATURES[container]);
  return looksLikeText(head) && !DISGUISED_TEXT.test(Buffer.from(head).toString('latin1'));
}
