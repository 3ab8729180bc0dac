import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyParamsSchema,
  createTicketCommentSchema,
  createTicketSchema,
  invalidateCaseQuerySchema,
  ticketCommentSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketParamsSchema,
  ticketSchema,
  ticketStatisticsSchema,
  TICKET_LIMITS,
} from '@kaista/domain';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { AttachmentStore } from './attachment-store';
import { registerTicketAttachmentRoutes } from './ticket-attachments.routes';
import { TicketConversationRepo } from './ticket-conversation.repo';
import { toComment, toTicket, toTicketSummary } from './ticket-mappers';
import { READ_TICKETS, WRITE_TICKETS } from './ticket-permissions';
import { registerTicketReferenceRoutes } from './ticket-reference.routes';
import { TicketReferenceRepo } from './ticket-reference.repo';
import { TicketsRepo } from './tickets.repo';
import { TicketsService } from './tickets.service';

const tags = ['Tickets'];
const base = '/api/businesses/:id/tickets';

/** Spec §7 'Tickets': list, create, detail, comments, attachments, statistics and the form's pickers. */
export async function registerTicketsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const tickets = new TicketsRepo(deps.db);
  const conversation = new TicketConversationRepo(deps.db);
  const reference = new TicketReferenceRepo(deps.db);
  const service = new TicketsService(tickets, conversation, reference);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const read = companyScope(deps.db, READ_TICKETS);
  const write = companyScope(deps.db, WRITE_TICKETS);

  api.get(
    base,
    {
      schema: {
        tags,
        params: companyParamsSchema,
        querystring: ticketListQuerySchema,
        response: { 200: ticketPageSchema },
      },
      preHandler: read,
    },
    async (request) => {
      const { offset, pageSize, status, q, sort, direction } = request.query;
      const filter = { companyId: request.company.companyId, statuses: status, search: q || undefined };
      const cap = TICKET_LIMITS.countCap;
      const page = await tickets.list({ ...filter, sort, direction, offset, pageSize }, cap);
      return {
        items: page.rows.map(toTicketSummary),
        total: Math.min(page.total, cap),
        totalCapped: page.total > cap,
        offset,
        pageSize,
      };
    },
  );

  api.post(
    base,
    {
      schema: {
        tags,
        params: companyParamsSchema,
        body: createTicketSchema,
        response: { 201: ticketSchema },
      },
      preHandler: write,
    },
    async (request, reply) => {
      const row = await service.create(request.company, request.body, request.language);
      request.auditSubject = `#${row.number}`;
      return reply.code(201).send(toTicket(row));
    },
  );

  api.get(
    `${base}/statistics/non-closed`,
    {
      schema: { tags, params: companyParamsSchema, response: { 200: ticketStatisticsSchema } },
      preHandler: read,
    },
    async (request) => service.statistics(request.company.companyId),
  );

  api.get(
    `${base}/:ticketId`,
    { schema: { tags, params: ticketParamsSchema, response: { 200: ticketSchema } }, preHandler: read },
    async (request) => toTicket(await service.get(request.company.companyId, request.params.ticketId)),
  );

  api.get(
    `${base}/:ticketId/comments`,
    {
      schema: { tags, params: ticketParamsSchema, response: { 200: z.array(ticketCommentSchema) } },
      preHandler: read,
    },
    async (request) => {
      const { companyId } = request.company;
      await service.get(companyId, request.params.ticketId);
      return (await conversation.listComments(companyId, request.params.ticketId)).map(toComment);
    },
  );

  api.post(
    `${base}/:ticketId/comments`,
    {
      schema: {
        tags,
        params: ticketParamsSchema,
        body: createTicketCommentSchema,
        response: { 201: ticketCommentSchema },
      },
      preHandler: write,
    },
    async (request, reply) => {
      const { comment, ticket } = await service.addComment(
        request.company,
        request.params.ticketId,
        request.body.body,
      );
      request.auditSubject = `#${ticket.number}`;
      return reply.code(201).send(toComment(comment));
    },
  );

  api.post(
    '/api/businesses/:id/invalidateCase',
    {
      schema: {
        tags,
        params: companyParamsSchema,
        querystring: invalidateCaseQuerySchema,
        response: { 200: ticketSchema },
      },
      preHandler: write,
    },
    async (request) => {
      request.auditSubject = `#${request.query.number}`;
      return toTicket(await service.invalidate(request.company.companyId, request.query.number));
    },
  );

  await registerTicketAttachmentRoutes(app, deps, {
    service,
    conversation,
    store: new AttachmentStore(deps.files),
  });
  registerTicketReferenceRoutes(app, deps, reference);
}
