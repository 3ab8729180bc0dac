import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_LIMITS, DOCUMENTS_ACCESS, documentCalls } from '@kaista/domain/documents';
import type { AppDeps } from '../../app-deps';
import { UploadStore } from '../../files/upload-store';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { fileOf, sendFile } from '../../routing/file-transfer';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { DocumentFoldersRepo } from './document-folders.repo';
import { DocumentFoldersService } from './document-folders.service';
import { DocumentListRepo } from './document-list.repo';
import { DocumentReadsService } from './document-reads.service';
import { DocumentWritesService } from './document-writes.service';
import { DocumentsRepo } from './documents.repo';

/** §7 'Documents'. Multipart is registered in this plugin scope only, so no other route accepts it. */
export async function registerDocumentsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const folderRepo = new DocumentFoldersRepo(deps.db);
  const repo = new DocumentsRepo(deps.db);
  const store = new UploadStore(deps.files, 'documents');
  const reads = new DocumentReadsService(folderRepo, new DocumentListRepo(deps.db), repo, store);
  const folders = new DocumentFoldersService(folderRepo, reads);
  const writes = new DocumentWritesService(reads, repo, store);
  const read = companyScope(deps.db, DOCUMENTS_ACCESS.read);
  const write = companyScope(deps.db, DOCUMENTS_ACCESS.write);

  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      preservePath: true,
      limits: { fileSize: DOCUMENT_LIMITS.fileMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    const route = callRoutes(scope, ['Documents']);

    route(documentCalls.list, {
      guard: read,
      handler: async (request) => reads.list(request.company, request.query),
    });

    route(documentCalls.folderStructure, {
      guard: read,
      handler: async (request) => reads.folderStructure(request.company),
    });

    route(documentCalls.createFolder, {
      guard: write,
      handler: async (request) =>
        folders.createFolder(request.company, request.body, auditRecorder(request, 201)),
    });

    route(documentCalls.deleteFolder, {
      guard: write,
      handler: async (request, reply) => {
        await folders.deleteFolder(
          request.company,
          request.params.folderId,
          ifMatchVersion(request),
          auditRecorder(request, 204),
        );
        return reply.status(204).send();
      },
    });

    route(documentCalls.details, {
      guard: read,
      handler: async (request, reply) => {
        const details = await reads.details(request.company, request.params.documentId);
        return withVersionEtag(reply, details);
      },
    });

    route(documentCalls.upload, {
      guard: write,
      handler: async (request, reply) => {
        const details = await writes.upload(
          request.company,
          request.query,
          fileOf(request),
          auditRecorder(request, 201),
        );
        return withVersionEtag(reply, details);
      },
    });

    route(documentCalls.uploadVersion, {
      guard: write,
      handler: async (request, reply) => {
        // If-Match is read before the file, so a stale caller's upload is refused before it is stored.
        const expected = ifMatchVersion(request);
        const details = await writes.uploadVersion(
          request.company,
          request.params.documentId,
          expected,
          fileOf(request),
          auditRecorder(request, 201),
        );
        return withVersionEtag(reply, details);
      },
    });

    route(documentCalls.delete, {
      guard: write,
      handler: async (request, reply) => {
        await writes.delete(
          request.company,
          request.params.documentId,
          ifMatchVersion(request),
          auditRecorder(request, 204),
        );
        return reply.status(204).send();
      },
    });

    route(documentCalls.download, {
      guard: read,
      handler: async (request, reply) => {
        const { version, content } = await reads.download(
          request.company,
          request.params.documentId,
          request.query.version,
        );
        return sendFile(reply, version, content);
      },
    });
  });
}
