import {
  TICKET_EVENT_KINDS,
  TICKET_STATUSES,
  TICKET_TYPES,
  TICKET_URGENCIES,
  type ContactGroup,
  type Ticket,
  type TicketAttachment,
  type TicketComment,
  type TicketDevice,
  type TicketEvent,
  type TicketQueueItem,
  type TicketSummary,
} from '@kaista/domain/tickets';
import type { AttachmentRow, CommentRow } from './ticket-conversation.repo';
import type { TicketEventRow } from './ticket-timeline.repo';
import type { TicketQueueRow } from './ticket-queue.repo';
import type { ContactGroupRow, DeviceRow } from './ticket-reference.repo';
import type { TicketRow } from './tickets.repo';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    type: oneOf(TICKET_TYPES, row.type, 'OTHER'),
    urgency: oneOf(TICKET_URGENCIES, row.urgency, 'normal'),
    status: oneOf(TICKET_STATUSES, row.status, 'unknown'),
    subject: row.subject,
    createdByName: row.createdByName,
    createdByOperatorName: row.actingUserName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
    version: row.version,
    details: row.details,
  };
}

export function toTicket(row: TicketRow): Ticket {
  return {
    ...toTicketSummary(row),
    description: row.description,
    relatedDevice:
      row.relatedDeviceId === null ? null : { id: row.relatedDeviceId, name: row.relatedDeviceName ?? '' },
    relatedService:
      row.relatedServiceId === null
        ? null
        : {
            id: row.relatedServiceId,
            number: row.relatedServiceNumber ?? '',
            name: row.relatedServiceName ?? '',
            userName: row.relatedServiceUser,
          },
    contactGroup:
      row.contactGroupId === null ? null : { id: row.contactGroupId, name: row.contactGroupName ?? '' },
  };
}

export const toComment = (row: CommentRow): TicketComment => ({
  id: row.id,
  body: row.body,
  authorName: row.authorName,
  authorOperatorName: row.actingUserName,
  fromOperator: row.fromOperator,
  internal: row.internal,
  createdAt: row.createdAt.toISOString(),
});

export const toAttachment = (row: AttachmentRow): TicketAttachment => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedByName: row.uploadedByName,
  uploadedByOperatorName: row.actingUserName,
  createdAt: row.createdAt.toISOString(),
});

export const toContactGroup = (row: ContactGroupRow): ContactGroup => ({
  id: row.id,
  name: row.name,
  emails: row.emails,
});

export const toDevice = (row: DeviceRow): TicketDevice => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  serialNumber: row.serialNumber,
});

const statusOrNull = (value: string | null) =>
  value === null ? null : oneOf(TICKET_STATUSES, value, 'unknown');

export const toTicketEvent = (row: TicketEventRow): TicketEvent => ({
  id: row.id,
  kind: oneOf(TICKET_EVENT_KINDS, row.kind, 'status'),
  fromStatus: statusOrNull(row.fromStatus),
  toStatus: statusOrNull(row.toStatus),
  assigneeName: row.assigneeName,
  actorName: row.actorName,
  createdAt: row.createdAt.toISOString(),
});

/** A row of the desk's queue: the ticket with the company it belongs to. */
export const toQueueItem = ({ ticket, companyName }: TicketQueueRow): TicketQueueItem => ({
  ...toTicketSummary(ticket),
  companyId: ticket.companyId,
  companyName,
});
