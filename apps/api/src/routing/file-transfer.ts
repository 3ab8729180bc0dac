import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadedFile } from '../files/uploaded-file';
import { badRequest, HttpError } from '../http-errors';

/** A download can never run as a page of the portal, even if a browser were to render it. */
const DOWNLOAD_POLICY = "sandbox; default-src 'none'";

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so å/ä/ö survive and quotes cannot break the header. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The one file part of a multipart upload, read only when the service asks for it. */
export const fileOf = (request: FastifyRequest) => async (): Promise<UploadedFile> => {
  if (!request.isMultipart())
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  const part = await request.file();
  if (!part) throw badRequest('No file in the request.', { file: 'validation.cannot-be-empty' });
  return { fileName: part.filename, contentType: part.mimetype, content: part.file };
};

/** A stored file sent as an attachment under its own name, never sniffed, run or cached. */
export function sendFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string },
  content: Readable,
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', DOWNLOAD_POLICY)
    .header('cache-control', 'private, no-store')
    .send(content);
}
