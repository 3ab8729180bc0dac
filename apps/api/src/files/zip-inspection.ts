import type { DocumentFileType } from '@kaista/domain/shared/enums';

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
/** Far beyond any real office document of at most 10 MB; a zip bomb declares gigabytes. */
const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
const MAX_ENTRIES = 10_000;
/** The member every document of the kind holds, so that a plain zip renamed to .docx is refused. */
const REQUIRED_MEMBER: Partial<Record<DocumentFileType, string>> = {
  docx: '[Content_Types].xml',
  xlsx: '[Content_Types].xml',
  pptx: '[Content_Types].xml',
  vsdx: '[Content_Types].xml',
  odt: 'mimetype',
  ods: 'mimetype',
  odp: 'mimetype',
};

interface Directory {
  names: string[];
  unpackedBytes: number;
}

function readDirectory(directory: Buffer): Directory | null {
  const names: string[] = [];
  let unpackedBytes = 0;
  let at = 0;
  while (at + 46 <= directory.length) {
    if (directory.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const packed = directory.readUInt32LE(at + 20);
    const unpacked = directory.readUInt32LE(at + 24);
    // ZIP64 marks sizes of 4 GiB and more with all ones: no real attachment needs that.
    if (packed === 0xffffffff || unpacked === 0xffffffff) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    unpackedBytes += unpacked;
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return { names, unpackedBytes };
}

/** Bytes of a stored file from `start`, `length` of them (fewer at its end). */
export type ReadBytes = (start: number, length: number) => Promise<Buffer>;

/**
 * Whether a zip-based document (Office Open XML, OpenDocument) is what its extension says and would not
 * unpack into more than any real document does (a zip bomb). Reads only the central directory.
 */
export async function zipDocumentIsSafe(
  readBytes: ReadBytes,
  size: number,
  type: DocumentFileType,
): Promise<boolean> {
  const tailLength = Math.min(size, END_RECORD_BYTES + MAX_COMMENT_BYTES);
  const tail = await readBytes(size - tailLength, tailLength);
  const end = tail.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + END_RECORD_BYTES > tail.length) return false;
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (entries > MAX_ENTRIES || directoryOffset + directorySize > size) return false;
  const found = readDirectory(await readBytes(directoryOffset, directorySize));
  if (!found || found.names.length !== entries) return false;
  const required = REQUIRED_MEMBER[type];
  return found.unpackedBytes <= MAX_UNPACKED_BYTES && (!required || found.names.includes(required));
}
