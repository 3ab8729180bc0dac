import type { Database } from '../../db/client';
import type { EmailMessage } from '../../integrations/email/email-gateway';
import type { JobRunner } from '../../jobs/job-runner';
import type { OrderRequestRow } from './order-requests.repo';

export const ORDER_REQUEST_MAIL_JOB = 'orders.request-mail';

/** The mails go in the change's transaction, so only a change that is kept is told of. */
export async function queueOrderRequestMails(
  jobs: JobRunner,
  tx: Database,
  messages: readonly EmailMessage[],
): Promise<void> {
  for (const message of messages) await jobs.enqueue(ORDER_REQUEST_MAIL_JOB, message, tx);
}

/** To an approver: the request waits for their decision. */
export function awaitingApprovalMail(to: string, row: OrderRequestRow, companyId: string): EmailMessage {
  return {
    to,
    subject: `Tilauspyyntö ${row.requestNumber} odottaa hyväksyntää / Order request awaits approval`,
    text:
      `${row.requesterName} pyytää: ${row.summary}.\n` +
      `${row.requesterName} requests: ${row.summary}.\n\n` +
      `Kaista: /${companyId}/order-requests`,
  };
}

/** To the requester: the request was declined (with the reason) or handled. */
export function decisionMail(row: OrderRequestRow): EmailMessage {
  const declined = row.status === 'REJECTED';
  return {
    to: row.requesterEmail,
    subject: declined
      ? `Tilauspyyntösi ${row.requestNumber} hylättiin / Your order request was declined`
      : `Tilauspyyntösi ${row.requestNumber} on käsitelty / Your order request was handled`,
    text: declined
      ? `${row.decidedByName} hylkäsi pyynnön (${row.summary}): ${row.reason}\n` +
        `${row.decidedByName} declined the request (${row.summary}): ${row.reason}`
      : `${row.decidedByName} käsitteli pyynnön (${row.summary}).\n` +
        `${row.decidedByName} handled the request (${row.summary}).`,
  };
}
