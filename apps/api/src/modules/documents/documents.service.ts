import type { Readable } from 'node:stream';
import {
  DOCUMENT_LIMITS,
  OPERATOR_DOCUMENT_CATEGORIES,
  type CreateFolderInput,
  type DocumentDetails,
  type DocumentFolder,
  type DocumentListParams,
  type DocumentPage,
  type FolderStructure,
  type UploadDocumentQuery,
} from '@kaista/domain/documents';
import { documentFileType } from '@kaista/domain/shared/enums';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import type { UploadStore } from '../../files/upload-store';
import { badRequest, forbidden, notFound, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import type { DocumentFoldersRepo } from './document-folders.repo';
import type { DocumentListRepo } from './document-list.repo';
import { toDetails, toDocument, toFolder } from './documents-mapper';
import type { DocumentRow, DocumentsRepo, DocumentVersionRow } from './documents.repo';

// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const NOT_A_BASE_NAME = /[/\\]|^\.\.?$/;

/** A file as the client sent it: its name, declared type and content, not yet read. */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  content: Readable & { truncated?: boolean };
}

type ReadFile = () => Promise<UploadedFile>;
type UploadInput = Required<Pick<UploadDocumentQuery, 'description' | 'category'>> &
  Pick<UploadDocumentQuery, 'folderId' | 'validUntil'>;

/** Who a version is credited to, and the operator staff member behind them while acting as that user. */
const uploader = (actor: CompanyAccess) => ({
  uploadedByName: displayName(actor.user),
  actingUserId: actor.operator?.id ?? null,
  actingUserName: actor.operator ? displayName(actor.operator) : null,
});

/** A contract or price list the operator published stays the operator's to replace or delete. */
function checkMayChange(actor: CompanyAccess, row: DocumentRow): void {
  if (row.publishedByOperator && !actor.user.isOperatorStaff)
    throw forbidden('Only the operator changes a document it published.');
}

/**
 * §2 /documents: a company's folders and documents. Files go through the portal's upload store (the §3 type
 * checked against the content, the size limit), and every version is kept until the document is deleted.
 */
export class DocumentsService {
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

  async createFolder(
    actor: CompanyAccess,
    input: Required<CreateFolderInput>,
    audit: AuditRecorder,
  ): Promise<DocumentFolder> {
    const name = input.name.trim();
    let path = name;
    if (input.parentId) {
      const folders = await this.folderRepo.folders(actor.companyId);
      const byId = new Map(folders.map((folder) => [folder.id, folder]));
      const names: string[] = [];
      for (let at = byId.get(input.parentId); at; at = at.parentId ? byId.get(at.parentId) : undefined)
        names.unshift(at.name);
      if (names.length === 0) throw notFound('Folder');
      if (names.length >= DOCUMENT_LIMITS.folderDepthMax)
        throw badRequest('The folders nest too deep.', { parentId: FIELD_ERROR_KEYS.maxValue });
      path = [...names, name].join(' / ');
    }
    const row = await this.folderRepo.createFolder(
      actor.companyId,
      { name, parentId: input.parentId },
      audit('document-folder.create', path),
    );
    return toFolder({ ...row, documentCount: 0 });
  }

  async deleteFolder(
    actor: CompanyAccess,
    folderId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<void> {
    const folder = await this.folderRepo.folder(actor.companyId, folderId);
    if (!folder) throw notFound('Folder');
    await this.folderRepo.deleteFolder(
      actor.companyId,
      folderId,
      expected,
      audit('document-folder.delete', folder.name),
    );
  }

  async list(actor: CompanyAccess, query: DocumentListParams): Promise<DocumentPage> {
    if (query.folderId && !(await this.folderRepo.folder(actor.companyId, query.folderId)))
      throw notFound('Folder');
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

  private async detailsOf(actor: CompanyAccess, row: DocumentRow): Promise<DocumentDetails> {
    const [folder, versions] = await Promise.all([
      row.folderId ? this.folderRepo.folder(actor.companyId, row.folderId) : null,
      this.repo.versions(actor.companyId, row.id),
    ]);
    return toDetails(row, folder?.name ?? null, versions);
  }

  /** The stored file's row written, or the file removed again: nothing could ever serve or remove a file without its row. */
  private async removingFileOnFailure<Row>(storageName: string, write: Promise<Row>): Promise<Row> {
    try {
      return await write;
    } catch (error) {
      await this.store.remove(storageName);
      throw error;
    }
  }

  /** A new document in a folder (or at the top level); the file is read only once the folder is known. */
  async upload(
    actor: CompanyAccess,
    input: UploadInput,
    readFile: ReadFile,
    audit: AuditRecorder,
  ): Promise<DocumentDetails> {
    const publishes = OPERATOR_DOCUMENT_CATEGORIES.includes(input.category);
    if (publishes && !actor.user.isOperatorStaff)
      throw forbidden('Only the operator publishes contracts and price lists.');
    if (input.validUntil && !publishes)
      throw badRequest('Only a contract or a price list has a validity end.', {
        validUntil: FIELD_ERROR_KEYS.choice,
      });
    const folder = input.folderId ? await this.folderRepo.folder(actor.companyId, input.folderId) : null;
    if (input.folderId && !folder) throw notFound('Folder');
    const { fileName, stored } = await this.receive(await readFile());
    const row = await this.removingFileOnFailure(
      stored.storageName,
      this.repo.insert(
        actor.companyId,
        {
          folderId: folder?.id ?? null,
          name: fileName,
          description: input.description.trim(),
          fileType: documentFileType(fileName)!,
          sizeBytes: stored.sizeBytes,
          category: input.category,
          validUntil: input.validUntil ?? null,
          publishedByOperator: actor.user.isOperatorStaff,
          updatedByName: displayName(actor.user),
        },
        { fileName, ...stored, ...uploader(actor) },
        audit('document.upload', `${folder ? `${folder.name} / ` : ''}${fileName}`),
      ),
    );
    return this.detailsOf(actor, row);
  }

  /** A new version of a document, conditional on the version the caller read; earlier ones are kept. */
  async uploadVersion(
    actor: CompanyAccess,
    documentId: string,
    expected: number | undefined,
    readFile: ReadFile,
    audit: AuditRecorder,
  ): Promise<DocumentDetails> {
    const before = await this.document(actor, documentId);
    checkMayChange(actor, before);
    // Stale already: refused before a byte of the file is stored (the update re-checks it atomically).
    if (expected !== undefined && expected !== before.version) throw preconditionFailed();
    const { fileName, stored } = await this.receive(await readFile());
    const subject = `${before.name} (v${before.currentVersion}) → ${fileName} (v${before.currentVersion + 1})`;
    const row = await this.removingFileOnFailure(
      stored.storageName,
      this.repo.addVersion(
        actor.companyId,
        documentId,
        expected,
        {
          name: fileName,
          fileType: documentFileType(fileName)!,
          sizeBytes: stored.sizeBytes,
          updatedByName: displayName(actor.user),
        },
        { fileName, ...stored, ...uploader(actor) },
        audit('document.version', subject),
      ),
    );
    return this.detailsOf(actor, row);
  }

  async delete(
    actor: CompanyAccess,
    documentId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<void> {
    const before = await this.document(actor, documentId);
    checkMayChange(actor, before);
    const subject = `${before.name} (${before.currentVersion} ${before.currentVersion === 1 ? 'version' : 'versions'})`;
    const files = await this.repo.delete(
      actor.companyId,
      documentId,
      expected,
      audit('document.delete', subject),
    );
    // The rows are gone, so no one can ask for these files any more.
    for (const storageName of files) await this.store.remove(storageName);
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

  private async receive(file: UploadedFile) {
    const fileName = file.fileName.slice(0, 255);
    // A NUL, another control character (CR/LF would forge headers) or a path is no name a person gave.
    if (CONTROL_CHARACTER.test(fileName) || NOT_A_BASE_NAME.test(fileName)) {
      file.content.resume();
      throw badRequest('The file name contains control characters or a path.');
    }
    const stored = await this.store.save(fileName, file.contentType, file.content);
    return { fileName, stored };
  }
}
