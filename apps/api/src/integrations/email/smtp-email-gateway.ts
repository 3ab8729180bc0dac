import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailGateway, EmailMessage } from './email-gateway';

export interface SmtpEmailSettings {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  /** The sender address the recipient sees. */
  sender: string;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends e-mail to an SMTP server through nodemailer, for operators whose mail goes out by SMTP rather than
 * a provider's HTTP API. Connections are pooled; a refused message is an error the job queue retries.
 */
export class SmtpEmailGateway implements EmailGateway {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpEmailSettings) {
    const url = new URL(settings.url);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      pool: true,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.settings.sender, to, subject, text });
  }

  close(): void {
    this.transport.close();
  }
}
