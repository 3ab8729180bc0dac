import type { FastifyInstance } from 'fastify';
import { ticketReferenceCalls, TICKET_ACCESS } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import { customerServiceGroupFor } from './customer-service-group';
import { genericDevices } from './generic-devices';
import { toContactGroup, toDevice } from './ticket-mappers';
import type { TicketReferenceRepo } from './ticket-reference.repo';

/** §7: contact groups, the device pickers and the customer service group of the ticket form. */
export function registerTicketReferenceRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  reference: TicketReferenceRepo,
) {
  const route = callRoutes(app, ['Tickets']);

  route(ticketReferenceCalls.contactGroups, {
    guard: companyScope(deps.db, TICKET_ACCESS.readContactGroups),
    handler: async (request) => {
      const { name, offset, pageSize } = request.query;
      const page = await reference.listContactGroups(request.company.companyId, name, { offset, pageSize });
      return { ...page, items: page.items.map(toContactGroup) };
    },
  });

  route(ticketReferenceCalls.createContactGroup, {
    guard: companyScope(deps.db, TICKET_ACCESS.writeContactGroups),
    handler: async (request) => {
      const row = await reference.insertContactGroup({
        companyId: request.company.companyId,
        ...request.body,
      });
      request.auditSubject = row.name;
      return toContactGroup(row);
    },
  });

  route(ticketReferenceCalls.devices, {
    guard: companyScope(deps.db, TICKET_ACCESS.write),
    handler: async (request) => {
      const { freeText, offset, pageSize } = request.query;
      const page = await reference.listDevices(request.company.companyId, freeText || undefined, {
        offset,
        pageSize,
      });
      return { ...page, items: page.items.map(toDevice) };
    },
  });

  route(ticketReferenceCalls.genericDevices, {
    guard: companyScope(deps.db, TICKET_ACCESS.write),
    handler: async (request) => genericDevices(request.language),
  });

  route(ticketReferenceCalls.customerServiceGroup, {
    guard: companyScope(deps.db, TICKET_ACCESS.read),
    handler: async (request) =>
      customerServiceGroupFor(await reference.companyType(request.company.companyId), request.language),
  });
}
