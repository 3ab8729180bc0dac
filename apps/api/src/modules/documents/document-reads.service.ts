import type { Readable } from 'node:stream';
import type {
  DocumentDetails,
  DocumentListParams,
  DocumentPage,
  FolderStructure,
} from '@kaista/domain/documents';
import type { UploadStore } from '../../files/upload-store';
import { notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { DocumentFoldersRepo, FolderRow } from './document-folders.repo';
import type { DocumentListRepo } from './document-list.repo';
import { toDetails, toDocument, toFolder } from './documents-mapper';
import type { DocumentRow, DocumentsRepo, DocumentVersionRow } from './documents.repo';

/** §2 /documents read: a company's folder tree, its documents page by page, one document and its files. */
export class DocumentReadsService {
  constructor(
    private readonly folderRepo: DocumentFoldersRepo,
    private readonly listRepo: DocumentListRepo,
    private readonly repo: DocumentsRepo,
    private readonly store: UploadStore,
  ) {}

  async folderStructure(actor: CompanyAccess): Promise<FolderStructure> {
    const [folders, rootDocumentCount] = await Promise.all([
      this.folderRepo.folders(actor.companyId),
      this.folderRepo.rootDocumentCount(actor.companyId),
    ]);
    return { folders: folders.map(toFolder), rootDocumentCount };
  }

  async folder(actor: CompanyAccess, folderId: string): Promise<FolderRow> {
    const folder = await this.folderRepo.folder(actor.companyId, folderId);
    if (!folder) throw notFound('Folder');
    return folder;
  }

  async list(actor: CompanyAccess, query: DocumentListParams): Promise<DocumentPage> {
    if (query.folderId) await this.folder(actor, query.folderId);
    const page = await this.listRepo.list(actor.companyId, query);
    return { ...page, items: page.items.map(toDocument) };
  }

  async document(actor: CompanyAccess, documentId: string): Promise<DocumentRow> {
    const row = await this.repo.document(actor.companyId, documentId);
    if (!row) throw notFound('Document');
    return row;
  }

  async details(actor: CompanyAccess, documentId: string): Promise<DocumentDetails> {
    return this.detailsOf(actor, await this.document(actor, documentId));
  }

  async detailsOf(actor: CompanyAccess, row: DocumentRow): Promise<DocumentDetails> {
    const [folder, versions] = await Promise.all([
      row.folderId ? this.folderRepo.folder(actor.companyId, row.folderId) : null,
      this.repo.versions(actor.companyId, row.id),
    ]);
    return toDetails(row, folder?.name ?? null, versions);
  }

  /** The current version's file, or an earlier kept one. */
  async download(
    actor: CompanyAccess,
    documentId: string,
    versionNo: number | undefined,
  ): Promise<{ version: DocumentVersionRow; content: Readable }> {
    const row = await this.document(actor, documentId);
    const version = await this.repo.version(actor.companyId, documentId, versionNo ?? row.currentVersion);
    if (!version) throw notFound('Document version');
    return { version, content: await this.store.open(version.storageName) };
  }
}
