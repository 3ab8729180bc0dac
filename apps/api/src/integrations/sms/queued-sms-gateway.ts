import type { JobRunner } from '../../jobs/job-runner';
import type { SmsGateway } from './sms-gateway';

export const SMS_JOB = 'sms.send';

function messageOf(payload: unknown): { recipient: string; body: string } {
  const { recipient, body } = (payload ?? {}) as Record<string, unknown>;
  if (typeof recipient !== 'string' || typeof body !== 'string')
    throw new Error('An SMS job without its message.');
  return { recipient, body };
}

/**
 * Text messages leave through the job queue: the request only queues the message, and whichever instance
 * takes the job hands it to the real gateway, retried when the provider fails and kept over a restart.
 */
export class QueuedSmsGateway implements SmsGateway {
  constructor(
    private readonly jobs: JobRunner,
    gateway: SmsGateway,
  ) {
    jobs.handle(SMS_JOB, async (payload) => {
      const { recipient, body } = messageOf(payload);
      await gateway.send(recipient, body);
    });
  }

  async send(recipient: string, body: string): Promise<void> {
    await this.jobs.enqueue(SMS_JOB, { recipient, body });
  }
}
