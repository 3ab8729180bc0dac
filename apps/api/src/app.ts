import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { AREAS } from './areas';
import type { AppConfig } from './config';
import type { Database, PoolUse } from './db/client';
import type { FileStore } from './files/file-store';
import { JobQueue } from './jobs/job-queue';
import { JobRunner } from './jobs/job-runner';
import { JobSchedule } from './jobs/job-schedule';
import { registerCleanupJobs } from './maintenance/cleanup-jobs';
import { HttpEmailGateway } from './integrations/email/http-email-gateway';
import { SmtpEmailGateway } from './integrations/email/smtp-email-gateway';
import { OutboxEmailGateway, type EmailGateway } from './integrations/email/email-gateway';
import { HttpSmsGateway } from './integrations/sms/http-sms-gateway';
import { QueuedSmsGateway } from './integrations/sms/queued-sms-gateway';
import { OutboxSmsGateway } from './integrations/sms/sms-gateway';
import { registerAuditTrail } from './plugins/audit-trail';
import { registerCsrfDefence } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerEtags } from './plugins/etag';
import { Readiness, registerHealth } from './plugins/health';
import { registerIdempotency } from './plugins/idempotency/idempotency-plugin';
import { registerMetrics } from './plugins/metrics';
import { registerJsonBody } from './plugins/json-body';
import { registerLanguage } from './plugins/language';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStorableInput } from './plugins/storable-input';
import { registerTenantGuard } from './plugins/session/company-scope';
import { registerSessions } from './plugins/session/session-plugin';
import { registerWebApp } from './plugins/web-app';

const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  files: FileStore;
  /** Turned to draining by the process on SIGTERM, so that /readyz answers 503 first. */
  readiness?: Readiness;
  /** The PostgreSQL pool's use for /metrics; none with the embedded database. */
  poolUse?: () => PoolUse | null;
  /** Pino logger options; false (the default) keeps tests quiet. */
  logger?: boolean | { level: string };
}

/** SMTP when SMTP_URL is set, else a mail provider's HTTP API when EMAIL_HTTP_URL is, else the outbox table. */
function emailGateway(config: AppConfig, outbox: OutboxEmailGateway): EmailGateway {
  if (config.emailSmtp) return new SmtpEmailGateway(config.emailSmtp);
  return config.emailHttp ? new HttpEmailGateway(config.emailHttp) : outbox;
}

/** Builds the whole server with every plugin and module registered explicitly; it does not listen. */
export async function buildApp({
  config,
  db,
  files,
  readiness = new Readiness(),
  poolUse = () => null,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Once the instance stops listening, a request that still arrives on a kept-alive connection is refused
    // before anything runs (503, connection closed), and the balancer passes it to another instance.
    return503OnClosing: true,
    // Idle kept-alive connections close with the listener, so none is reused for a request that cannot start.
    forceCloseConnections: 'idle',
    bodyLimit: config.bodyLimitBytes,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Every schema is a contract's zod schema, so the zod compilers are the factories' (typed for Ajv's):
    // Fastify's defaults (Ajv, fast-json-stringify) would cost about a second of start-up to load, unused.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const smsOutbox = new OutboxSmsGateway(db);
  const emailOutbox = new OutboxEmailGateway(db);
  const email = emailGateway(config, emailOutbox);
  const jobQueue = new JobQueue(db);
  const jobs = new JobRunner(jobQueue, { log: app.log });
  const sms = new QueuedSmsGateway(jobs, config.smsHttp ? new HttpSmsGateway(config.smsHttp) : smsOutbox);
  // Runs once the app is ready. Closing stops it first (preClose, before the requests in flight are waited
  // for): the running job finishes (bounded), held ones are handed back, and no job is taken by an instance
  // that may be ended by the shutdown limit before it could mark that job done.
  const schedule = new JobSchedule(jobQueue, jobs);
  app.addHook('onReady', async () => {
    jobs.start();
    await schedule.start();
  });
  app.addHook('preClose', async () => {
    schedule.stop();
    await jobs.stop(10_000);
  });
  app.addHook('onClose', async () => {
    if (email instanceof SmtpEmailGateway) email.close();
  });
  const deps: AppDeps = { db, config, files, jobs, schedule, sms, smsOutbox, email, emailOutbox };

  registerErrorHandling(app);
  registerJsonBody(app);
  await app.register(cookie);
  registerLanguage(app);
  registerSecurityHeaders(
    app,
    Object.values(config.reportViewerUrls).map((url) => new URL(url).origin),
  );
  registerCsrfDefence(app);
  registerEtags(app);
  await app.register(compress, { threshold: 1024 });
  registerSessions(app, db, config);
  registerTenantGuard(app, db);
  registerStorableInput(app);
  await registerOpenApi(app);
  registerHealth(app, db, readiness);
  registerMetrics(app, { token: config.metricsToken, poolUse, queuedJobs: () => jobQueue.depth() });
  registerAuditTrail(app, db);
  registerIdempotency(app, db);

  for (const registerArea of AREAS) await registerArea(app, deps);
  registerCleanupJobs(app, deps);

  await registerWebApp(app, config.webDistDir);
  return app;
}
