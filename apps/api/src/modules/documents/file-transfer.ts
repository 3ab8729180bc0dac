import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http-errors';
import type { UploadedFile } from './uploaded-file';

/** A download can never run as a page of the portal, even if a browser were to render it. */
export const DOWNLOAD_POLICY = "sandbox; default-src 'none'";

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so å/ä/ö survive and quotes cannot break the header. */
export function contentDisposition(fileName: string): string {
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
