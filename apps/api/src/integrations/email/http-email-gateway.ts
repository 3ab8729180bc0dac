import type { EmailGateway, EmailMessage } from './email-gateway';

export interface HttpEmailSettings {
  /** The provider's send endpoint, which takes `{ from, to, subject, text }` as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token: string | undefined;
  /** The sender address the recipient sees. */
  sender: string;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends e-mail through an HTTP mail provider (the common JSON-over-HTTPS shape), so no SMTP server is needed.
 * A refused or unanswered send is an error the caller logs; the user was never told whether a mail went.
 */
export class HttpEmailGateway implements EmailGateway {
  constructor(private readonly settings: HttpEmailSettings) {}

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.settings.token) headers.authorization = `Bearer ${this.settings.token}`;
    const response = await fetch(this.settings.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ from: this.settings.sender, to, subject, text }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(`The e-mail provider refused the message with HTTP ${response.status}.`);
    }
  }
}
