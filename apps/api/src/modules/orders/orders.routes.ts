import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BULK_ORDER_LIMITS,
  ORDER_ACCESS,
  approvalRuleCalls,
  bulkOrderCalls,
  orderCalls,
  orderRequestCalls,
} from '@kaista/domain/orders';
import type { EmailMessage } from '../../integrations/email/email-gateway';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { ORDER_REQUEST_MAIL_JOB } from './order-request-mails';
import { OrderRequestsService } from './order-requests.service';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ApprovalRulesService } from './approval-rules.service';
import { badRequest, HttpError } from '../../http-errors';
import { ownUser } from '../../plugins/session/own-user';
import { readBulkOrderFile } from './bulk-order-file';
import { BulkOrdersService } from './bulk-orders.service';
import { BulkOrdersPlacementService } from './bulk-orders-placement.service';
import { OrderFulfilment } from './order-fulfilment';
import type { OrderInventory } from './order-inventory';
import { OrdersService } from './orders.service';
import type { RequestContentsCheck } from './request-contents';

export interface OrdersWiring {
  /** What an order's completion does to the company's services: see `order-inventory.ts`. */
  inventory: OrderInventory;
  /** The order capture's check of an employee's cart before it becomes a request: see `request-contents.ts`. */
  requestContents: RequestContentsCheck;
}

/** Spec §7 GET /orders, /orders/{id}, /search/orders, and the built-in fulfilment of submitted orders. */
export async function registerOrdersRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  wiring: OrdersWiring,
): Promise<void> {
  const service = new OrdersService(deps.db);
  const route = callRoutes(app, ['Orders']);
  const read = companyScope(deps.db, ORDER_ACCESS.read);

  route(orderCalls.list, {
    guard: read,
    handler: async (request) => service.list(request.company, request.params.uid, request.query),
  });
  route(orderCalls.get, {
    guard: read,
    handler: async (request) => service.get(request.company, request.params.uid, request.params.orderId),
  });
  route(orderCalls.search, {
    guard: read,
    handler: async (request) => service.search(request.company, request.query.q),
  });

  const placement = new BulkOrdersPlacementService(deps.jobs);
  const requests = new OrderRequestsService(
    deps.db,
    deps.jobs,
    wiring.requestContents,
    (tx, access, file, audit) => placement.orderFile(tx, access, file, audit),
  );
  const readRequests = companyScope(deps.db, ORDER_ACCESS.readRequests);
  const handleRequests = companyScope(deps.db, ORDER_ACCESS.handleRequests);
  route(orderRequestCalls.create, {
    guard: companyScope(deps.db, ORDER_ACCESS.makeRequests),
    handler: async (request, reply) => {
      const created = await requests.create(
        request.company,
        request.params.uid,
        request.body.cartId,
        ifMatchVersion(request),
        auditRecorder(request, 201),
      );
      return withVersionEtag(reply, created);
    },
  });
  route(orderRequestCalls.list, {
    guard: readRequests,
    handler: async (request) => requests.list(request.company, request.params.uid, request.query),
  });
  route(orderRequestCalls.count, {
    guard: readRequests,
    handler: async (request) => requests.count(request.company, request.params.uid, request.query.status),
  });
  route(orderRequestCalls.updateStatus, {
    guard: handleRequests,
    handler: async (request, reply) => {
      const decided = await requests.decide(
        request.company,
        request.params.uid,
        request.params.requestId,
        request.query.status,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, decided);
    },
  });
  route(orderRequestCalls.proceed, {
    guard: handleRequests,
    handler: async (request) =>
      requests.proceed(
        request.company,
        request.params.uid,
        request.params.requestId,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      ),
  });
  // The company's approval rules: its approvers set them (issue 11).
  const rules = new ApprovalRulesService(deps.db);
  route(approvalRuleCalls.list, {
    guard: handleRequests,
    handler: async (request) => rules.list(request.company),
  });
  route(approvalRuleCalls.create, {
    guard: handleRequests,
    handler: async (request, reply) => {
      const created = await rules.create(request.company, request.body, auditRecorder(request, 201));
      return withVersionEtag(reply, created);
    },
  });
  route(approvalRuleCalls.approvers, {
    guard: handleRequests,
    handler: async (request) => rules.approvers(request.company),
  });
  route(approvalRuleCalls.setApprovers, {
    guard: handleRequests,
    handler: async (request, reply) => {
      const changed = await rules.setApprovers(
        request.company,
        request.params.ruleId,
        request.body.approverIds,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, changed);
    },
  });
  route(approvalRuleCalls.remove, {
    guard: handleRequests,
    handler: async (request, reply) => {
      await rules.remove(
        request.company,
        request.params.ruleId,
        ifMatchVersion(request),
        auditRecorder(request, 204),
      );
      return reply.code(204).send();
    },
  });
  await registerBulkOrderRoutes(app, deps, placement);
  deps.jobs.handle(ORDER_REQUEST_MAIL_JOB, async (payload) => deps.email.send(payload as EmailMessage));

  new OrderFulfilment(deps.db, deps.jobs, wiring.inventory, deps.config.orderFulfilmentStepMs).register();
}

/** Bulk orders (issue 11): multipart is registered in this plugin scope only, as for ticket attachments. */
async function registerBulkOrderRoutes(
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
