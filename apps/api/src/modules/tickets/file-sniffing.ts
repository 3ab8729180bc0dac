import type { DocumentFileType } from '@kaista/domain';

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

/** Whether the first bytes of a file are what its extension promises (an empty file is never accepted). */
export function contentMatchesType(type: DocumentFileType, head: Uint8Array): boolean {
  if (head.length === 0) return false;
  const container = CONTAINER_OF[type];
  return container === 'text' ? looksLikeText(head) : startsWith(head, SIGNATURES[container]);
}
