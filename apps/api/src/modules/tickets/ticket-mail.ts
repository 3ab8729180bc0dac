import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toLanguage } from '@kaista/domain/shared/formatting';
import { formatTicketDay, ticketDay, type TicketStatus, type TicketType } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { companies, ticketContactGroups, tickets, userProfiles, users } from '../../db/schema';
import {
  DESK_MAIL_EVENTS,
  TICKET_MAIL_EVENTS,
  ticketMail,
  type DeskMailEvent,
  type TicketMailEvent,
} from './ticket-mail-texts';

/** The job's kind keeps its first name: jobs queued before the desk's mails were added carry it. */
const TICKET_MAIL_JOB = 'tickets.customer-mail';

interface TicketMailJob {
  companyId: string;
  ticketId: string;
  event: TicketMailEvent;
  origin: string | null;
}

type TicketRef = { companyId: string; id: string };

function jobOf(payload: unknown): TicketMailJob {
  const { companyId, ticketId, event, origin } = (payload ?? {}) as Record<string, unknown>;
  const known = TICKET_MAIL_EVENTS.find((candidate) => candidate === event);
  if (typeof companyId !== 'string' || typeof ticketId !== 'string' || !known)
    throw new Error('A ticket mail job without its ticket.');
  return { companyId, ticketId, event: known, origin: typeof origin === 'string' ? origin : null };
}

/** The statuses the customer hears of: a question, the resolution, and a visit's or shipment's acceptance. */
function mailedStatus(ticket: { status: string; type: string; details: Record<string, string> }) {
  const status = ticket.status as TicketStatus;
  if (status === 'PENDING_CUSTOMER' || status === 'RESOLVED') return status;
  return status === 'ACCEPTED' && ticketDay(ticket.type as TicketType, ticket.details) ? status : null;
}

const isDeskEvent = (event: TicketMailEvent): event is DeskMailEvent =>
  (DESK_MAIL_EVENTS as readonly string[]).includes(event);

const assignees = alias(users, 'assignees');
const assigneeProfiles = alias(userProfiles, 'assignee_profiles');

/**
 * Closes the loop both ways by e-mail, each in its reader's language. The ticket's creator and its contact
 * group hear when the desk answers, accepts a visit or a shipment (with its day), asks for details or
 * resolves; the desk member who has the ticket hears when the customer answers, changes its details (a
 * visit's day) or withdraws it. Queued by the request and sent by the job queue (retried, and kept over a
 * restart), so a slow mail provider never holds an answer.
 */
export class TicketMail {
  constructor(private readonly deps: AppDeps) {
    deps.jobs.handle(TICKET_MAIL_JOB, (payload) => this.send(jobOf(payload)));
  }

  async replied(ticket: TicketRef, origin: string | null): Promise<void> {
    await this.queue({ companyId: ticket.companyId, ticketId: ticket.id, event: 'reply', origin });
  }

  async statusChanged(
    ticket: TicketRef & { status: string; type: string; details: Record<string, string> },
    origin: string | null,
  ): Promise<void> {
    const event = mailedStatus(ticket);
    if (event) await this.queue({ companyId: ticket.companyId, ticketId: ticket.id, event, origin });
  }

  /** The customer's answer, change or withdrawal: told to the ticket's assignee; one nobody has is in the queue. */
  async toAssignee(
    ticket: TicketRef & { assigneeId: string | null },
    event: DeskMailEvent,
    origin: string | null,
  ): Promise<void> {
    if (ticket.assigneeId)
      await this.queue({ companyId: ticket.companyId, ticketId: ticket.id, event, origin });
  }

  private async queue(job: TicketMailJob): Promise<void> {
    await this.deps.jobs.enqueue(TICKET_MAIL_JOB, job);
  }

  /** A reader who is gone (or was never a user) is left out; a mail sent twice on a retry is tolerated. */
  private async send({ companyId, ticketId, event, origin }: TicketMailJob): Promise<void> {
    const found = await this.readers(companyId, ticketId);
    if (!found) return;
    const toDesk = isDeskEvent(event);
    const recipients = toDesk ? [found.assigneeEmail] : [found.creatorEmail, ...(found.groupEmails ?? [])];
    const link = origin ? `${origin}/${companyId}/tickets/${ticketId}` : null;
    const day = ticketDay(found.type as TicketType, found.details);
    const mail = ticketMail(toLanguage(toDesk ? found.assigneeLanguage : found.creatorLanguage), event, {
      number: found.number,
      subject: found.subject,
      company: found.company,
      day: day ? formatTicketDay(day) : '',
      days: this.deps.config.ticketAutoCloseDays,
      link,
    });
    for (const to of new Set(recipients.filter((address) => address !== null)))
      await this.deps.email.send({ to, ...mail });
  }

  /** The ticket with its creator's, contact group's and assignee's addresses and languages. */
  private async readers(companyId: string, ticketId: string) {
    const [found] = await this.deps.db
      .select({
        number: tickets.number,
        subject: tickets.subject,
        type: tickets.type,
        details: tickets.details,
        company: companies.name,
        creatorEmail: users.email,
        creatorLanguage: userProfiles.language,
        groupEmails: ticketContactGroups.emails,
        assigneeEmail: assignees.email,
        assigneeLanguage: assigneeProfiles.language,
      })
      .from(tickets)
      .innerJoin(companies, eq(companies.id, tickets.companyId))
      .leftJoin(users, eq(users.id, tickets.createdById))
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
      .leftJoin(assigneeProfiles, eq(assigneeProfiles.userId, assignees.id))
      .leftJoin(
        ticketContactGroups,
        and(
          eq(ticketContactGroups.companyId, tickets.companyId),
          eq(ticketContactGroups.id, tickets.contactGroupId),
        ),
      )
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
    return found;
  }
}
