import type { FastifyInstance } from 'fastify';
import { ticketReferenceCalls } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import { customerServiceGroupFor } from './customer-service-group';
import { genericDevices } from './generic-devices';
import { toContactGroup, toDevice } from './ticket-mappers';
import { READ_CONTACT_GROUPS, READ_TICKETS, WRITE_CONTACT_GROUPS, WRITE_TICKETS } from './ticket-permissions';
import type { TicketReferenceRepo } from './ticket-reference.repo';

/** §7: contact groups, the device pickers and the customer service group of the ticket form. */
export function registerTicketReferenceRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  reference: TicketReferenceRepo,
) {
  const route = callRoutes(app, ['Tickets']);

  route(ticketReferenceCalls.contactGroups, {
    preHandler: companyScope(deps.db, READ_CONTACT_GROUPS),
    handler: async (request) => {
      const { name, offset, pageSize } = request.query;
      const page = await reference.listContactGroups(request.company.companyId, name, { offset, pageSize });
      return { ...page, items: page.items.map(toContactGroup) };
    },
  });

  route(ticketReferenceCalls.createContactGroup, {
    preHandler: companyScope(deps.db, WRITE_CONTACT_GROUPS),
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
    preHandler: companyScope(deps.db, WRITE_TICKETS),
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
    preHandler: companyScope(deps.db, WRITE_TICKETS),
    handler: async (request) => genericDevices(request.language),
  });

  route(ticketReferenceCalls.customerServiceGroup, {
    preHandler: companyScope(deps.db, READ_TICKETS),
    handler: async (request) =>
      customerServiceGroupFor(await reference.companyType(request.company.companyId), request.language),
  });
}
