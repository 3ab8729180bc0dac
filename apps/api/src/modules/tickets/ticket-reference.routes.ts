import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyParamsSchema,
  contactGroupPageSchema,
  contactGroupQuerySchema,
  contactGroupSchema,
  createContactGroupSchema,
  customerServiceGroupSchema,
  ticketDevicePageSchema,
  ticketDeviceQuerySchema,
  ticketDeviceSchema,
} from '@kaista/domain';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { customerServiceGroupFor } from './customer-service-group';
import { genericDevices } from './generic-devices';
import { toContactGroup, toDevice } from './ticket-mappers';
import { READ_CONTACT_GROUPS, READ_TICKETS, WRITE_CONTACT_GROUPS, WRITE_TICKETS } from './ticket-permissions';
import type { TicketReferenceRepo } from './ticket-reference.repo';

const tags = ['Tickets'];
const base = '/api/businesses/:id';

/** §7: contact groups, the device pickers and the customer service group of the ticket form. */
export function registerTicketReferenceRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  reference: TicketReferenceRepo,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${base}/contactgroups`,
    {
      schema: {
        tags,
        params: companyParamsSchema,
        querystring: contactGroupQuerySchema,
        response: { 200: contactGroupPageSchema },
      },
      preHandler: companyScope(deps.db, READ_CONTACT_GROUPS),
    },
    async (request) => {
      const { name, offset, pageSize } = request.query;
      const page = await reference.listContactGroups(request.company.companyId, name, { offset, pageSize });
      return { items: page.rows.map(toContactGroup), total: page.total };
    },
  );

  api.post(
    `${base}/contactgroups`,
    {
      schema: {
        tags,
        params: companyParamsSchema,
        body: createContactGroupSchema,
        response: { 201: contactGroupSchema },
      },
      preHandler: companyScope(deps.db, WRITE_CONTACT_GROUPS),
    },
    async (request, reply) => {
      const row = await reference.insertContactGroup({
        companyId: request.company.companyId,
        ...request.body,
      });
      request.auditSubject = row.name;
      return reply.code(201).send(toContactGroup(row));
    },
  );

  api.get(
    `${base}/devices`,
    {
      schema: {
        tags,
        params: companyParamsSchema,
        querystring: ticketDeviceQuerySchema,
        response: { 200: ticketDevicePageSchema },
      },
      preHandler: companyScope(deps.db, WRITE_TICKETS),
    },
    async (request) => {
      const { freeText, offset, pageSize } = request.query;
      const page = await reference.listDevices(request.company.companyId, freeText || undefined, {
        offset,
        pageSize,
      });
      return { items: page.rows.map(toDevice), total: page.total };
    },
  );

  api.get(
    `${base}/devices/generic`,
    {
      schema: { tags, params: companyParamsSchema, response: { 200: z.array(ticketDeviceSchema) } },
      preHandler: companyScope(deps.db, WRITE_TICKETS),
    },
    async (request) => genericDevices(request.language),
  );

  api.get(
    `${base}/customerservicegroup`,
    {
      schema: { tags, params: companyParamsSchema, response: { 200: customerServiceGroupSchema } },
      preHandler: companyScope(deps.db, READ_TICKETS),
    },
    async (request) =>
      customerServiceGroupFor(await reference.companyType(request.company.companyId), request.language),
  );
}
