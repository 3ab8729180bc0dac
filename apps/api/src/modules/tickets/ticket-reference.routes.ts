import type { FastifyInstance } from 'fastify';
import { ticketReferenceCalls, TICKET_ACCESS } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import type { TicketReferenceService } from './ticket-reference.service';
import { auditForCompany } from '../../plugins/audit-trail';

/** §7: contact groups, the device pickers and the customer service group of the ticket form. */
export function registerTicketReferenceRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  reference: TicketReferenceService,
) {
  const route = callRoutes(app, ['Tickets']);

  route(ticketReferenceCalls.contactGroups, {
    guard: companyScope(deps.db, TICKET_ACCESS.readContactGroups),
    handler: async (request) => reference.contactGroups(request.company, request.query),
  });

  route(ticketReferenceCalls.createContactGroup, {
    guard: companyScope(deps.db, TICKET_ACCESS.writeContactGroups),
    handler: async (request) => {
      const group = await reference.createContactGroup(request.company, request.body);
      auditForCompany(request, group.name);
      return group;
    },
  });

  route(ticketReferenceCalls.devices, {
    guard: companyScope(deps.db, TICKET_ACCESS.write),
    handler: async (request) => reference.devices(request.company, request.query),
  });

  route(ticketReferenceCalls.genericDevices, {
    guard: companyScope(deps.db, TICKET_ACCESS.write),
    handler: async (request) => reference.genericDevices(request.language),
  });

  route(ticketReferenceCalls.customerServiceGroup, {
    guard: companyScope(deps.db, TICKET_ACCESS.read),
    handler: async (request) => reference.customerServiceGroup(request.company, request.language),
  });
}
