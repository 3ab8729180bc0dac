import type { FastifyInstance } from 'fastify';
import { ORDERING_ACCESS, portInPoaCalls } from '@kaista/domain/ordering';
import type { AppDeps } from '../../app-deps';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import { auditRecorder } from '../../routing/change-audit';
import { sendPoaPdf } from '../../powers-of-attorney/poa-pdf-reply';
import type { PortInPoaService } from './port-in-poa.service';

/** §7 /poa/pdf, /poa/create and the signing's result for a cart's port-in (decision 018). */
export function registerPortInPoaRoutes(app: FastifyInstance, deps: AppDeps, poas: PortInPoaService): void {
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);

  route(portInPoaCalls.pdf, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, bundleNo } = request.params;
      const pdf = await poas.pdf(
        request.company,
        uid,
        cart,
        bundleNo,
        request.body,
        request.language,
        auditRecorder(request, 200),
      );
      return sendPoaPdf(reply, pdf);
    },
  });
  route(portInPoaCalls.create, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, bundleNo } = request.params;
      const answer = await poas.create(
        request.company,
        uid,
        cart,
        bundleNo,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 201),
      );
      return withVersionEtag(reply, answer);
    },
  });
  route(portInPoaCalls.result, {
    guard,
    handler: async (request) => {
      const { uid, cart, bundleNo } = request.params;
      return poas.result(request.company, uid, cart, bundleNo, request.body, auditRecorder(request, 200));
    },
  });
}
