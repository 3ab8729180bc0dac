import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema as params } from '../shared/api/common';
import {
  createFolderSchema,
  documentDetailsSchema,
  documentFolderSchema,
  documentListQuerySchema,
  documentPageSchema,
  documentParamsSchema,
  downloadDocumentQuerySchema,
  folderParamsSchema,
  folderStructureSchema,
  uploadDocumentQuerySchema,
} from './documents';

const base = '/api/businesses/:id/documents';

/**
 * §7 'Documents': GET /documents (folderId), /details, /folderstructure; upload POST (optional folderId, or
 * a new version); DELETE; download. Folders are made and removed beside them. A new version and a delete take
 * the document's version as If-Match (412 when stale).
 */
export const documentCalls = namedCalls('document', {
  list: defineCall({
    method: 'GET',
    path: base,
    params,
    query: documentListQuerySchema,
    response: documentPageSchema,
  }),
  folderStructure: defineCall({
    method: 'GET',
    path: `${base}/folderstructure`,
    params,
    response: folderStructureSchema,
  }),
  createFolder: defineCall({
    method: 'POST',
    path: `${base}/folders`,
    params,
    body: createFolderSchema,
    status: 201,
    response: documentFolderSchema,
  }),
  /** Only an empty folder is removed (409 ILLEGAL_STATE otherwise), so no document is lost by accident. */
  deleteFolder: defineCall({
    method: 'DELETE',
    versioned: true,
    path: `${base}/folders/:folderId`,
    params: folderParamsSchema,
    status: 204,
    response: null,
  }),
  details: defineCall({
    method: 'GET',
    path: `${base}/:documentId/details`,
    params: documentParamsSchema,
    response: documentDetailsSchema,
  }),
  /** The file as multipart/form-data (one `file` part). */
  upload: defineCall({
    method: 'POST',
    path: base,
    params,
    query: uploadDocumentQuerySchema,
    status: 201,
    response: documentDetailsSchema,
  }),
  /** A new version of the document; the earlier ones are kept and can still be downloaded. */
  uploadVersion: defineCall({
    method: 'POST',
    versioned: true,
    path: `${base}/:documentId/versions`,
    params: documentParamsSchema,
    status: 201,
    response: documentDetailsSchema,
  }),
  delete: defineCall({
    method: 'DELETE',
    versioned: true,
    path: `${base}/:documentId`,
    params: documentParamsSchema,
    status: 204,
    response: null,
  }),
  /** The file itself, as an attachment download. */
  download: defineCall({
    method: 'GET',
    path: `${base}/:documentId/download`,
    params: documentParamsSchema,
    query: downloadDocumentQuerySchema,
    response: null,
  }),
});
