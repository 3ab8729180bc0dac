import { and, eq } from 'drizzle-orm';
import { toLanguage } from '@kaista/domain/shared/formatting';
import type { TicketStatus } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { ticketContactGroups, tickets, userProfiles, users } from '../../db/schema';
import { CUSTOMER_MAIL_EVENTS, customerMail, type CustomerMailEvent } from './customer-mail-texts';

const CUSTOMER_MAIL_JOB = 'tickets.customer-mail';

interface CustomerMailJob {
  companyId: string;
  ticketId: string;
  event: CustomerMailEvent;
  origin: string | null;
}

function jobOf(payload: unknown): CustomerMailJob {
  const { companyId, ticketId, event, origin } = (payload ?? {}) as Record<string, unknown>;
  const known = CUSTOMER_MAIL_EVENTS.find((candidate) => candidate === event);
  if (typeof companyId !== 'string' || typeof ticketId !== 'string' || !known)
    throw new Error('A customer mail job without its ticket.');
  return { companyId, ticketId, event: known, origin: typeof origin === 'string' ? origin : null };
}

const isMailedStatus = (status: TicketStatus): status is 'PENDING_CUSTOMER' | 'RESOLVED' =>
  status === 'PENDING_CUSTOMER' || status === 'RESOLVED';

/**
 * Closes the loop to the customer: the ticket's creator and its contact group hear by e-mail, in the
 * creator's language, when the desk answers, asks for details or resolves. Queued by the request and sent
 * by the job queue (retried, and kept over a restart), so a slow mail provider never holds an answer.
 */
export class CustomerMail {
  constructor(private readonly deps: AppDeps) {
    deps.jobs.handle(CUSTOMER_MAIL_JOB, (payload) => this.send(jobOf(payload)));
  }

  async replied(ticket: { companyId: string; id: string }, origin: string | null): Promise<void> {
    await this.queue({ companyId: ticket.companyId, ticketId: ticket.id, event: 'reply', origin });
  }

  async statusChanged(
    ticket: { companyId: string; id: string; status: string },
    origin: string | null,
  ): Promise<void> {
    const status = ticket.status as TicketStatus;
    if (isMailedStatus(status))
      await this.queue({ companyId: ticket.companyId, ticketId: ticket.id, event: status, origin });
  }

  private async queue(job: CustomerMailJob): Promise<void> {
    await this.deps.jobs.enqueue(CUSTOMER_MAIL_JOB, job);
  }

  /** A creator who is gone (or was never a user) is left out; a mail sent twice on a retry is tolerated. */
  private async send({ companyId, ticketId, event, origin }: CustomerMailJob): Promise<void> {
    const [found] = await this.deps.db
      .select({
        number: tickets.number,
        subject: tickets.subject,
        email: users.email,
        language: userProfiles.language,
        groupEmails: ticketContactGroups.emails,
      })
      .from(tickets)
      .leftJoin(users, eq(users.id, tickets.createdById))
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .leftJoin(
        ticketContactGroups,
        and(
          eq(ticketContactGroups.companyId, tickets.companyId),
          eq(ticketContactGroups.id, tickets.contactGroupId),
        ),
      )
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
    if (!found) return;
    const recipients = new Set([found.email, ...(found.groupEmails ?? [])].filter((to) => to !== null));
    const link = origin ? `${origin}/${companyId}/tickets/${ticketId}` : null;
    const mail = customerMail(toLanguage(found.language), event, {
      number: found.number,
      subject: found.subject,
      days: this.deps.config.ticketAutoCloseDays,
      link,
    });
    for (const to of recipients) await this.deps.email.send({ to, ...mail });
  }
}
