import type { FastifyInstance } from 'fastify';
import { OPERATIVE_CONTACT_ACCESS, operativeContactCalls } from '@kaista/domain/operative-contacts';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { auditRecorder } from '../../routing/change-audit';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { OperativeContactsRepo } from './operative-contacts.repo';
import { OperativeContactsService } from './operative-contacts.service';

/** §2 /company/operative-contacts, behind the `display-operative-contacts` flag on every route. */
export async function registerOperativeContactsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new OperativeContactsService(new OperativeContactsRepo(deps.db));
  const route = callRoutes(app, ['Businesses']);
  const read = companyScope(deps.db, OPERATIVE_CONTACT_ACCESS.read);
  const write = companyScope(deps.db, OPERATIVE_CONTACT_ACCESS.write);

  route(operativeContactCalls.list, {
    guard: read,
    handler: async (request) => service.list(request.company, request.query),
  });

  route(operativeContactCalls.get, {
    guard: read,
    handler: async (request, reply) => {
      const contact = await service.get(request.company, request.params.contactId);
      return withVersionEtag(reply, contact);
    },
  });

  route(operativeContactCalls.create, {
    guard: write,
    handler: async (request, reply) => {
      const contact = await service.create(request.company, request.body, auditRecorder(request, 201));
      return withVersionEtag(reply, contact);
    },
  });

  route(operativeContactCalls.update, {
    guard: write,
    handler: async (request, reply) => {
      const contact = await service.update(
        request.company,
        request.params.contactId,
        ifMatchVersion(request),
        request.body,
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, contact);
    },
  });

  route(operativeContactCalls.delete, {
    guard: write,
    handler: async (request, reply) => {
      await service.delete(
        request.company,
        request.params.contactId,
        ifMatchVersion(request),
        auditRecorder(request, 204),
      );
      return reply.code(204).send();
    },
  });
}
