import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
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
  private readonly options: SMTPPool.Options;
  private transport: Promise<Transporter> | null = null;

  constructor(private readonly settings: SmtpEmailSettings) {
    const url = new URL(settings.url);
    this.options = {
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
    };
  }

  /** nodemailer loads with the first message, not at every start of the server. */
  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.options),
    );
    return this.transport;
  }

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    const transport = await this.transporter();
    await transport.sendMail({ from: this.settings.sender, to, subject, text });
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
