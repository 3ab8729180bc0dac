import {
  documentCalls,
  type CreateFolderInput,
  type Document,
  type DocumentDetails,
  type DocumentListQuery,
  type UploadDocumentQuery,
} from '@kaista/domain/documents';
import { versionEtag } from '@kaista/domain/shared/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, queryApi, sendApi } from '../../lib/api/call-api';
import { uploadFile } from '../../lib/http/upload-file';
import { isNotFound } from '../../lib/http/not-found';
import { DOCUMENT_UPLOAD_TELLS } from './file-picker';

export const documentKeys = {
  all: (companyId: string) => ['documents', companyId] as const,
  details: (companyId: string, documentId: string) =>
    [...documentKeys.all(companyId), 'details', documentId] as const,
};

export const folderStructureQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...documentKeys.all(companyId), 'folders'] as const,
    queryFn: ({ signal }) => queryApi(documentCalls.folderStructure, { params: { id: companyId } }, signal),
  });

export const documentListQuery = (companyId: string, query: DocumentListQuery) =>
  queryOptions({
    queryKey: [...documentKeys.all(companyId), 'list', query] as const,
    queryFn: ({ signal }) => queryApi(documentCalls.list, { params: { id: companyId }, query }, signal),
  });

export const documentDetailsQuery = (companyId: string, documentId: string) =>
  queryOptions({
    queryKey: documentKeys.details(companyId, documentId),
    queryFn: ({ signal }) =>
      queryApi(documentCalls.details, { params: { id: companyId, documentId } }, signal, {
        tells: isNotFound,
      }),
  });

/** A new document in a folder, with the upload's progress; the file tells its own refusals. */
export const uploadDocument =
  (companyId: string, query: UploadDocumentQuery) => (file: File, onProgress: (fraction: number) => void) =>
    uploadFile(
      documentCalls.upload,
      { params: { id: companyId }, query },
      file,
      onProgress,
      DOCUMENT_UPLOAD_TELLS,
    );

/**
 * The document of the folder (or the top level) that already has the file's name, in any case; null when none
 * has, or when the question finds no answer (the upload then makes a document of its own, as it did before).
 */
export async function documentNamed(
  companyId: string,
  folderId: string | undefined,
  name: string,
): Promise<Document | null> {
  const query = { ...(folderId ? { folderId } : {}), name, pageSize: 1 };
  const page = await callApi(
    documentCalls.list,
    { params: { id: companyId }, query },
    { silent: true },
  ).catch(() => undefined);
  return page?.items[0] ?? null;
}

/**
 * A new version of the document as it was read (412 when someone changed it meanwhile); the file tells its own
 * refusals, that one among them.
 */
export const uploadDocumentVersion =
  (companyId: string, document: Pick<Document, 'id' | 'version'>) =>
  (file: File, onProgress: (fraction: number) => void) =>
    uploadFile(
      documentCalls.uploadVersion,
      { params: { id: companyId, documentId: document.id } },
      file,
      onProgress,
      { ifMatch: versionEtag(document.version), ...DOCUMENT_UPLOAD_TELLS },
    );

export function useCreateFolder(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFolderInput) =>
      sendApi(documentCalls.createFolder, { params: { id: companyId }, body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all(companyId) }),
  });
}

export function useDeleteFolder(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (folder: { id: string; version: number }) =>
      sendApi(
        documentCalls.deleteFolder,
        { params: { id: companyId, folderId: folder.id } },
        { ifMatch: versionEtag(folder.version) },
      ),
    // Refused too (412: a document arrived meanwhile), the folders are read again, so the page shows the folder
    // as it now is rather than offering a delete that would be refused again.
    onSettled: () => client.invalidateQueries({ queryKey: documentKeys.all(companyId) }),
  });
}

export function useDeleteDocument(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: DocumentDetails) =>
      sendApi(
        documentCalls.delete,
        { params: { id: companyId, documentId: document.id } },
        { silent: true, ifMatch: versionEtag(document.version) },
      ),
    onSuccess: async (_answer, document) => {
      client.removeQueries({ queryKey: documentKeys.details(companyId, document.id) });
      await client.invalidateQueries({ queryKey: documentKeys.all(companyId) });
    },
  });
}
