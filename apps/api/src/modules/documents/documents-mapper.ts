import type {
  Document,
  DocumentCategory,
  DocumentDetails,
  DocumentFolder,
  DocumentVersion,
} from '@kaista/domain/documents';
import type { DocumentFileType } from '@kaista/domain/shared/enums';
import type { FolderRow } from './document-folders.repo';
import type { DocumentRow, DocumentVersionRow } from './documents.repo';

export const toFolder = (row: FolderRow & { documentCount: number }): DocumentFolder => ({
  id: row.id,
  parentId: row.parentId,
  name: row.name,
  documentCount: row.documentCount,
  version: row.version,
});

export const toDocument = (row: DocumentRow): Document => ({
  id: row.id,
  folderId: row.folderId,
  name: row.name,
  description: row.description,
  fileType: row.fileType as DocumentFileType,
  sizeBytes: row.sizeBytes,
  category: row.category as DocumentCategory,
  validUntil: row.validUntil,
  publishedByOperator: row.publishedByOperator,
  currentVersion: row.currentVersion,
  updatedAt: row.updatedAt.toISOString(),
  updatedByName: row.updatedByName,
  version: row.version,
});

export const toVersion = (row: DocumentVersionRow): DocumentVersion => ({
  versionNo: row.versionNo,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedByName: row.uploadedByName,
  uploadedByOperatorName: row.actingUserName,
  createdAt: row.createdAt.toISOString(),
});

export const toDetails = (
  row: DocumentRow,
  folderName: string | null,
  versions: DocumentVersionRow[],
): DocumentDetails => ({ ...toDocument(row), folderName, versions: versions.map(toVersion) });
