import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { ORDER_ACCESS, approvalRuleCalls, orderRequestCalls } from '@kaista/domain/orders';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { ApprovalRulesService } from './approval-rules.service';
import type { OrderRequestsService } from './order-requests.service';

/** Spec §7 order requests: an employee's cart sent for approval, and its approver's decision. */
export function registerOrderRequestRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  requests: OrderRequestsService,
): void {
  const route = callRoutes(app, ['Orders']);
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
  registerApprovalRuleRoutes(route, handleRequests, new ApprovalRulesService(deps.db));
}

/** The company's approval rules: those who handle its requests set them (issue 11), on the same guard. */
function registerApprovalRuleRoutes(
  route: ReturnType<typeof callRoutes>,
  handleRequests: preValidationAsyncHookHandler,
  rules: ApprovalRulesService,
): void {
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
}
