import path from 'node:path';
import {
  DEFAULT_OFFICE_SUPPLIES_COMPANY_ID,
  isEnvironment,
  type Environment,
} from '@kaista/domain/shared/constants';
import type { HttpEmailSettings } from './integrations/email/http-email-gateway';
import type { SmtpEmailSettings } from './integrations/email/smtp-email-gateway';
import type { HttpSmsSettings } from './integrations/sms/http-sms-gateway';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface AppConfig {
  port: number;
  host: string;
  environment: Environment;
  /** PGlite data directory; ignored when databaseUrl is set. `memory://` keeps the database in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  webDistDir: string;
  uploadsDir: string;
  logLevel: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  bodyLimitBytes: number;
  /** After SIGTERM, how long /readyz answers 503 before the instance stops accepting: the balancer's cue. */
  shutdownDrainMs: number;
  /** The most a shutdown waits for requests in flight and the running job before the process ends anyway. */
  shutdownTimeoutMs: number;
  /**
   * Proxies whose `X-Forwarded-For` is believed (addresses, CIDR ranges or proxy-addr names such as
   * `loopback`). Empty: the peer address is the client, so a client cannot choose the address it is limited by.
   */
  trustProxy: string[];
  /** An HTTP SMS provider; unset, text messages go to the built-in outbox table. */
  smsHttp: HttpSmsSettings | undefined;
  /** An HTTP mail provider; unset, e-mail goes to the built-in outbox table. */
  emailHttp: HttpEmailSettings | undefined;
  /** An SMTP server for e-mail (nodemailer); it takes precedence over the HTTP provider when both are set. */
  emailSmtp: SmtpEmailSettings | undefined;
  /** The bearer token /metrics asks for; unset, there is no /metrics. */
  metricsToken: string | undefined;
  /** The portal's public origin for links in e-mail; unset, outside production the request's own origin. */
  publicUrl: string | undefined;
  /** A RESOLVED ticket the customer has not reopened closes by itself after this many days. */
  ticketAutoCloseDays: number;
  /** The built-in order fulfilment's wait between an order's §4 status steps (0: at once, as tests use). */
  orderFulfilmentStepMs: number;
  /** §6 the one company that orders office supplies in the partner shop. */
  officeSuppliesCompanyId: string;
  /** §3 reports viewer kinds: the address of the deployment's Tableau v2 and v3 reports; unset, none. */
  reportViewerUrls: { TABLEAU_V2?: string; TABLEAU_V3?: string };
}

function readInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function readNonNegative(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** An https address for a page to embed; anything else (unset, malformed, plain http) is none. */
function readHttpsUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

function readList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function readEnvironment(value: string | undefined): Environment {
  return isEnvironment(value) ? value : 'development';
}

/** One typed configuration, read from the process environment once at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  return {
    port: readInt(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    environment: readEnvironment(env.KAISTA_ENV),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    uploadsDir: path.join(dataDir, 'uploads'),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionIdleMinutes: readInt(env.SESSION_IDLE_MINUTES, 30),
    sessionAbsoluteHours: readInt(env.SESSION_ABSOLUTE_HOURS, 12),
    bodyLimitBytes: readInt(env.BODY_LIMIT_BYTES, 1024 * 1024),
    shutdownDrainMs: readNonNegative(env.SHUTDOWN_DRAIN_MS, 5_000),
    shutdownTimeoutMs: readInt(env.SHUTDOWN_TIMEOUT_MS, 25_000),
    smsHttp: env.SMS_HTTP_URL
      ? { url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN || undefined, sender: env.SMS_SENDER ?? 'Kaista' }
      : undefined,
    emailHttp: env.EMAIL_HTTP_URL
      ? {
          url: env.EMAIL_HTTP_URL,
          token: env.EMAIL_HTTP_TOKEN || undefined,
          sender: env.EMAIL_SENDER ?? 'Kaista <no-reply@kaista.example>',
        }
      : undefined,
    emailSmtp: env.SMTP_URL
      ? { url: env.SMTP_URL, sender: env.EMAIL_SENDER ?? 'Kaista <no-reply@kaista.example>' }
      : undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    trustProxy: readList(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || undefined,
    ticketAutoCloseDays: readInt(env.TICKET_AUTO_CLOSE_DAYS, 14),
    orderFulfilmentStepMs: readNonNegative(env.ORDER_FULFILMENT_STEP_MS, 20_000),
    officeSuppliesCompanyId: env.OFFICE_SUPPLIES_COMPANY_ID || DEFAULT_OFFICE_SUPPLIES_COMPANY_ID,
    reportViewerUrls: {
      ...(readHttpsUrl(env.REPORTS_TABLEAU_V2_URL)
        ? { TABLEAU_V2: readHttpsUrl(env.REPORTS_TABLEAU_V2_URL) }
        : {}),
      ...(readHttpsUrl(env.REPORTS_TABLEAU_V3_URL)
        ? { TABLEAU_V3: readHttpsUrl(env.REPORTS_TABLEAU_V3_URL) }
        : {}),
    },
  };
}
