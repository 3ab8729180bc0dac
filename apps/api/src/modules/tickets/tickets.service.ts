import type { FeatureFlags } from '@kaista/domain/shared/constants';
import type { Language } from '@kaista/domain/shared/formatting';
import { meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import {
  CLOSED_TICKET_STATUSES,
  TICKET_ACCESS,
  TICKET_LIMITS,
  TICKET_STATUSES,
  ticketTypesFor,
  type NewTicket,
  type TicketPage,
  type TicketStatistics,
  type TicketStatus,
  type ticketListQuerySchema,
} from '@kaista/domain/tickets';
import type { z } from 'zod';
import { badRequest, apiError, forbidden, notFound } from '../../http-errors';
import { displayName } from '../../plugins/session/display-name';
import { toRoleHolder } from '../../plugins/session/role-holder';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { actingUser } from './acting-user';
import type { TicketMail } from './ticket-mail';
import { findGenericDevice } from './generic-devices';
import type { TicketReferenceRepo } from './ticket-reference.repo';
import { statusEvent } from './ticket-events';
import { toTicketSummary } from './ticket-mappers';
import type { TicketRow, TicketsRepo } from './tickets.repo';

export class TicketsService {
  constructor(
    private readonly tickets: TicketsRepo,
    private readonly reference: TicketReferenceRepo,
    private readonly mail: TicketMail,
  ) {}

  /** The total is counted up to the cap only (DESIGN.md §4 'a capped count'); deeper pages still load. */
  async list(actor: CompanyAccess, query: z.output<typeof ticketListQuerySchema>): Promise<TicketPage> {
    const { offset, pageSize, status, q, service, sort, direction } = query;
    const filter = {
      companyId: actor.companyId,
      statuses: status,
      search: q || undefined,
      serviceId: service,
    };
    const cap = TICKET_LIMITS.countCap;
    const page = await this.tickets.list({ ...filter, sort, direction, offset, pageSize }, cap);
    return {
      items: page.rows.map(toTicketSummary),
      total: Math.min(page.total, cap),
      totalCapped: page.total > cap,
      offset,
      pageSize,
    };
  }

  /** Another company's ticket is reported exactly like a missing one (DESIGN.md §4). */
  async get(companyId: string, ticketId: string): Promise<TicketRow> {
    const row = await this.tickets.findById(companyId, ticketId);
    if (!row) throw notFound('Ticket');
    return row;
  }

  /** A ticket that still takes messages and files: a closed or withdrawn one is read by no one. */
  async getOpen(companyId: string, ticketId: string): Promise<TicketRow> {
    const row = await this.get(companyId, ticketId);
    if (CLOSED_TICKET_STATUSES.includes(row.status as TicketStatus))
      throw apiError('ILLEGAL_STATE', 'The ticket is closed: a matter that goes on needs a new ticket.');
    return row;
  }

  async create(
    access: CompanyAccess,
    input: NewTicket,
    language: Language,
    flags: FeatureFlags,
  ): Promise<TicketRow> {
    const holder = toRoleHolder(access.user);
    if (!ticketTypesFor(holder, access.companyId).includes(input.type))
      throw forbidden('This ticket type needs a ticketing permission of its own.');
    if (
      input.relatedServiceId &&
      !meetsAccessRequirement(holder, access.companyId, TICKET_ACCESS.aboutService, flags)
    )
      throw forbidden('Naming a subscription needs the right to read services.');
    const device = input.relatedDeviceId
      ? await this.device(access.companyId, input.relatedDeviceId, language)
      : null;
    const service = input.relatedServiceId
      ? await this.reference.findService(access.companyId, input.relatedServiceId)
      : null;
    if (input.relatedServiceId && !service)
      throw badRequest('Unknown subscription.', { relatedServiceId: 'tickets.unknown-service' });
    const group = input.contactGroupId
      ? await this.reference.findContactGroup(access.companyId, input.contactGroupId)
      : null;
    if (input.contactGroupId && !group)
      throw badRequest('Unknown contact group.', { contactGroupId: FIELD_ERROR_KEYS.uuid });
    return this.tickets.insert({
      companyId: access.companyId,
      type: input.type,
      urgency: input.urgency,
      status: 'UNTOUCHED',
      subject: input.subject,
      description: input.description,
      details: input.details,
      relatedDeviceId: device?.id ?? null,
      relatedDeviceName: device?.name ?? null,
      relatedServiceId: service?.id ?? null,
      relatedServiceNumber: service?.number ?? null,
      relatedServiceName: service?.name ?? null,
      relatedServiceUser: service?.userName ?? null,
      contactGroupId: group?.id ?? null,
      contactGroupName: group?.name ?? null,
      createdById: access.user.id,
      createdByName: displayName(access.user),
      ...actingUser(access),
    });
  }

  private async device(companyId: string, id: string, language: Language) {
    const device = (await this.reference.findDevice(companyId, id)) ?? findGenericDevice(id, language);
    if (!device)
      throw badRequest('Unknown device or service.', { relatedDeviceId: 'tickets.unknown-device' });
    return device;
  }

  async statistics(companyId: string): Promise<TicketStatistics> {
    const rows = await this.tickets.counts.openByStatus(companyId, CLOSED_TICKET_STATUSES);
    const statusCounts: TicketStatistics['statusCounts'] = {};
    for (const status of TICKET_STATUSES) {
      if (!CLOSED_TICKET_STATUSES.includes(status)) statusCounts[status] = 0;
    }
    for (const row of rows) {
      const status = TICKET_STATUSES.find((candidate) => candidate === row.status);
      if (status) statusCounts[status] = row.count;
    }
    return { statusCounts };
  }

  /**
   * §7 invalidateCase: the customer withdraws a case they no longer need; it ends as ABANDONED, and the desk
   * member who had it hears (`origin` makes the link).
   */
  async invalidate(access: CompanyAccess, number: number, origin: string | null): Promise<TicketRow> {
    const ticket = await this.tickets.findByNumber(access.companyId, number);
    if (!ticket) throw notFound('Ticket');
    if (CLOSED_TICKET_STATUSES.includes(ticket.status as TicketStatus))
      throw apiError('ILLEGAL_STATE', 'The ticket is already closed.');
    const withdrawn = await this.tickets.change(
      ticket,
      { status: 'ABANDONED' },
      statusEvent(access, ticket, 'ABANDONED'),
      false,
    );
    if (!access.user.isOperatorStaff) await this.mail.toAssignee(withdrawn, 'withdrawn', origin);
    return withdrawn;
  }
}
