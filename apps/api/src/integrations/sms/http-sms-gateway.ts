import type { SmsGateway } from './sms-gateway';

export interface HttpSmsSettings {
  /** The provider's send endpoint, which takes `{ from, to, text }` as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token: string | undefined;
  /** The sender name or number the provider shows to the recipient. */
  sender: string;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends text messages through an HTTP SMS provider (the common JSON-over-HTTPS shape), so an SMS-method user
 * can log in where nobody reads the outbox. A refused or unanswered send fails the login step loudly rather
 * than leaving the user waiting for a code that never comes.
 */
export class HttpSmsGateway implements SmsGateway {
  constructor(private readonly settings: HttpSmsSettings) {}

  async send(recipient: string, body: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.settings.token) headers.authorization = `Bearer ${this.settings.token}`;
    const response = await fetch(this.settings.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ from: this.settings.sender, to: recipient, text: body }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(`The SMS provider refused the message with HTTP ${response.status}.`);
    }
  }
}
