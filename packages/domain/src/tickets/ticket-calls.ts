import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  changeTicketDetailsSchema,
  createTicketCommentSchema,
  createTicketSchema,
  invalidateCaseQuerySchema,
  ticketAttachmentParamsSchema,
  ticketAttachmentSchema,
  ticketCommentSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketParamsSchema,
  ticketSchema,
} from './tickets';
import { ticketStatisticsCall } from './ticket-statistics';
import { ticketAssignmentSchema, ticketEventSchema, ticketStatusChangeSchema } from './ticket-workflow';

const base = '/api/businesses/:id/tickets';

/** §7 'Tickets': list, create, detail, statistics, comments and attachments. */
export const ticketCalls = namedCalls('ticket', {
  list: defineCall({
    method: 'GET',
    path: base,
    params: companyParamsSchema,
    query: ticketListQuerySchema,
    response: ticketPageSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: base,
    params: companyParamsSchema,
    body: createTicketSchema,
    status: 201,
    response: ticketSchema,
    idempotent: true,
  }),
  statistics: ticketStatisticsCall,
  get: defineCall({
    method: 'GET',
    path: `${base}/:ticketId`,
    params: ticketParamsSchema,
    response: ticketSchema,
  }),
  /**
   * The type's own details of an open ticket, by whoever may write tickets of its type; takes If-Match with
   * the ticket's ETag (412 when it changed meanwhile) and answers the ticket.
   */
  changeDetails: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/:ticketId/details`,
    params: ticketParamsSchema,
    body: changeTicketDetailsSchema,
    response: ticketSchema,
  }),
  comments: defineCall({
    method: 'GET',
    path: `${base}/:ticketId/comments`,
    params: ticketParamsSchema,
    response: z.array(ticketCommentSchema),
  }),
  addComment: defineCall({
    method: 'POST',
    path: `${base}/:ticketId/comments`,
    params: ticketParamsSchema,
    body: createTicketCommentSchema,
    status: 201,
    response: ticketCommentSchema,
    idempotent: true,
  }),
  /** The desk's (§6 CCUser, DCUser) internal note: in the desk's comment list only, never the customer's. */
  addNote: defineCall({
    method: 'POST',
    path: `${base}/:ticketId/notes`,
    params: ticketParamsSchema,
    body: createTicketCommentSchema,
    status: 201,
    response: ticketCommentSchema,
  }),
  /** Status changes and assignments, oldest first, for both sides. */
  timeline: defineCall({
    method: 'GET',
    path: `${base}/:ticketId/timeline`,
    params: ticketParamsSchema,
    response: z.array(ticketEventSchema),
  }),
  /** §4 workflow by the desk; takes If-Match with the ticket's ETag (412 when it changed meanwhile). */
  changeStatus: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/:ticketId/status`,
    params: ticketParamsSchema,
    body: ticketStatusChangeSchema,
    response: ticketSchema,
  }),
  /** Assignment to a desk member by the desk; takes If-Match like a status change. */
  assign: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/:ticketId/assignee`,
    params: ticketParamsSchema,
    body: ticketAssignmentSchema,
    response: ticketSchema,
  }),
  invalidate: defineCall({
    method: 'POST',
    path: '/api/businesses/:id/invalidateCase',
    params: companyParamsSchema,
    query: invalidateCaseQuerySchema,
    response: ticketSchema,
  }),
  attachments: defineCall({
    method: 'GET',
    path: `${base}/:ticketId/attachments`,
    params: ticketParamsSchema,
    response: z.array(ticketAttachmentSchema),
  }),
  /** The body is multipart/form-data with one `file` part (§3 uploads), so it has no JSON schema. */
  uploadAttachment: defineCall({
    method: 'POST',
    path: `${base}/:ticketId/attachments`,
    params: ticketParamsSchema,
    status: 201,
    response: ticketAttachmentSchema,
  }),
  /** The file itself, as an attachment download. */
  downloadAttachment: defineCall({
    method: 'GET',
    path: `${base}/:ticketId/attachments/:attachmentId`,
    params: ticketAttachmentParamsSchema,
    response: null,
  }),
});
