import {
  OPERATOR_DOCUMENT_CATEGORIES,
  type DocumentDetails,
  type UploadDocumentQuery,
  validUntilIssue,
} from '@kaista/domain/documents';
import { documentFileType } from '@kaista/domain/shared/enums';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import type { UploadStore } from '../../files/upload-store';
import { receiveFile, removingFileOnFailure, type UploadedFile } from '../../files/uploaded-file';
import { badRequest, forbidden, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import type { DocumentReadsService } from './document-reads.service';
import type { DocumentFileFields, DocumentRow, DocumentsRepo } from './documents.repo';

type ReadFile = () => Promise<UploadedFile>;
type UploadInput = Required<Pick<UploadDocumentQuery, 'description' | 'category'>> &
  Pick<UploadDocumentQuery, 'folderId' | 'validUntil'>;

/** Who a version is credited to, and the operator staff member behind them while acting as that user. */
const uploader = (actor: CompanyAccess) => ({
  uploadedByName: displayName(actor.user),
  actingUserId: actor.operator?.id ?? null,
  actingUserName: actor.operator ? displayName(actor.operator) : null,
});

/** What a document takes from the file it now holds, on upload and on each new version. */
const fileFields = (actor: CompanyAccess, fileName: string, sizeBytes: number): DocumentFileFields => ({
  name: fileName,
  fileType: documentFileType(fileName)!,
  sizeBytes,
  updatedByName: displayName(actor.user),
});

/** A contract or price list the operator published stays the operator's to replace or delete. */
function checkMayChange(actor: CompanyAccess, row: DocumentRow): void {
  if (row.publishedByOperator && !actor.user.isOperatorStaff)
    throw forbidden('Only the operator changes a document it published.');
}

/**
 * §2 /documents write: files go through the portal's upload store (the §3 type checked against the
 * content, the size limit), and every version is kept until the document is deleted.
 */
export class DocumentWritesService {
  constructor(
    private readonly reads: DocumentReadsService,
    private readonly repo: DocumentsRepo,
    private readonly store: UploadStore,
  ) {}

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
    const validityIssue = validUntilIssue(input.validUntil, helsinkiToday());
    if (validityIssue)
      throw badRequest('The validity end has already gone by.', { validUntil: validityIssue });
    const folder = input.folderId ? await this.reads.folder(actor, input.folderId) : null;
    const { fileName, stored } = await receiveFile(this.store, await readFile());
    const row = await removingFileOnFailure(
      this.store,
      stored.storageName,
      this.repo.insert(
        actor.companyId,
        {
          ...fileFields(actor, fileName, stored.sizeBytes),
          folderId: folder?.id ?? null,
          description: input.description.trim(),
          category: input.category,
          validUntil: input.validUntil ?? null,
          publishedByOperator: actor.user.isOperatorStaff,
        },
        { fileName, ...stored, ...uploader(actor) },
        audit('document.upload', `${folder ? `${folder.name} / ` : ''}${fileName}`),
      ),
    );
    return this.reads.detailsOf(actor, row);
  }

  /** A new version of a document, conditional on the version the caller read; earlier ones are kept. */
  async uploadVersion(
    actor: CompanyAccess,
    documentId: string,
    expected: number | undefined,
    readFile: ReadFile,
    audit: AuditRecorder,
  ): Promise<DocumentDetails> {
    const before = await this.reads.document(actor, documentId);
    checkMayChange(actor, before);
    // Stale already: refused before a byte of the file is stored (the update re-checks it atomically).
    if (expected !== undefined && expected !== before.version) throw preconditionFailed();
    const { fileName, stored } = await receiveFile(this.store, await readFile());
    const subject = `${before.name} (v${before.currentVersion}) → ${fileName} (v${before.currentVersion + 1})`;
    const row = await removingFileOnFailure(
      this.store,
      stored.storageName,
      this.repo.addVersion(
        actor.companyId,
        documentId,
        expected,
        fileFields(actor, fileName, stored.sizeBytes),
        { fileName, ...stored, ...uploader(actor) },
        audit('document.version', subject),
      ),
    );
    return this.reads.detailsOf(actor, row);
  }

  async delete(
    actor: CompanyAccess,
    documentId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<void> {
    const before = await this.reads.document(actor, documentId);
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
}
