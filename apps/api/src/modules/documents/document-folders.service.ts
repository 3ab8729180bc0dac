import {
  DOCUMENT_LIMITS,
  folderNameTaken,
  FOLDER_NAME_TAKEN,
  type CreateFolderInput,
  type DocumentFolder,
} from '@kaista/domain/documents';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { badRequest, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import type { DocumentFoldersRepo } from './document-folders.repo';
import type { DocumentReadsService } from './document-reads.service';
import { toFolder } from './documents-mapper';

/** §2 /documents folders: created under a parent no deeper than the limit, deleted as read. */
export class DocumentFoldersService {
  constructor(
    private readonly folderRepo: DocumentFoldersRepo,
    private readonly reads: DocumentReadsService,
  ) {}

  async createFolder(
    actor: CompanyAccess,
    input: Required<CreateFolderInput>,
    audit: AuditRecorder,
  ): Promise<DocumentFolder> {
    const name = input.name.trim();
    let path = name;
    const folders = await this.folderRepo.folders(actor.companyId);
    if (folderNameTaken(folders, input.parentId, name))
      throw badRequest('A folder beside it has that name.', { name: FOLDER_NAME_TAKEN });
    if (input.parentId) {
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
    const folder = await this.reads.folder(actor, folderId);
    await this.folderRepo.deleteFolder(
      actor.companyId,
      folderId,
      expected,
      audit('document-folder.delete', folder.name),
    );
  }
}
