import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BULK_ORDER_LIMITS, ORDER_ACCESS, bulkOrderCalls } from '@kaista/domain/orders';
import type { AppDeps } from '../../app-deps';
import { badRequest, HttpError } from '../../http-errors';
import { companyScope } from '../../plugins/session/company-scope';
import { ownUser } from '../../plugins/session/own-user';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { readBulkOrderFile } from './bulk-order-file';
import type { BulkOrdersPlacementService } from './bulk-orders-placement.service';
import { BulkOrdersService } from './bulk-orders.service';

/** Bulk orders (issue 11): multipart is registered in this plugin scope only, as for ticket attachments. */
export async function registerBulkOrderRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  placement: BulkOrdersPlacementService,
): Promise<void> {
  const bulk = new BulkOrdersService(deps.db, deps.jobs, placement);
  const guard = companyScope(deps.db, ORDER_ACCESS.bulk);
  const fileOf = async (request: FastifyRequest) => {
    if (!request.isMultipart())
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
    const part = await request.file();
    if (!part) throw badRequest('No file in the request.', { file: 'validation.cannot-be-empty' });
    return readBulkOrderFile(deps.files, {
      fileName: part.filename,
      contentType: part.mimetype,
      content: part.file,
    });
  };
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      preservePath: true,
      limits: { fileSize: BULK_ORDER_LIMITS.fileMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    const route = callRoutes(scope, ['Orders']);
    route(bulkOrderCalls.check, {
      guard,
      handler: async (request) => {
        ownUser(request.company, request.params.uid);
        const checked = await bulk.check(request.company, request.params.uid, await fileOf(request));
        request.auditSubject = `${checked.fileName}: ${checked.rows.length} rows, ${checked.errorRows} with problems`;
        return checked;
      },
    });
    route(bulkOrderCalls.submit, {
      guard,
      handler: async (request) => {
        ownUser(request.company, request.params.uid);
        return bulk.submit(
          request.company,
          request.params.uid,
          await fileOf(request),
          auditRecorder(request, 201),
        );
      },
    });
  });
}
