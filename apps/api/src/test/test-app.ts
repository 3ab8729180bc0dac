import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import type { FileStore } from '../files/file-store';
import { DEMO_PASSWORD } from '../seed/demo-ids';
import { CHALLENGE_COOKIE, SESSION_COOKIE } from '../plugins/session/session-token';
import { jobs, smsOutbox } from '../db/schema';
import { openTestDatabase } from './test-database';
import { JobQueue } from '../jobs/job-queue';
import { SMS_JOB } from '../integrations/sms/queued-sms-gateway';

export const TEST_HOST = 'kaista.test';
/**
 * How long `vi.waitFor` waits for what a queued job does (a mail, a text message): the runner polls once a
 * second, so the default of one second races it, and a loaded machine runs late.
 */
export const JOB_QUEUE_WAIT = { timeout: 15_000, interval: 50 };
/** What a browser on the portal's own origin sends with every call. */
export const BROWSER_HEADERS = { host: TEST_HOST, origin: `http://${TEST_HOST}`, 'x-accept-language': 'fi' };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The file store the app keeps attachments in. */
  files: FileStore;
  /** Waits until the text messages queued so far are in the outbox (they leave through the job queue). */
  smsSent(): Promise<void>;
  /** Logs a demo persona in with the password (and, for SMS users, the code from the outbox). */
  login(email: string): Promise<string>;
  /** A request as the browser would send it, with the session cookie when given. */
  request(options: InjectOptions & { session?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Extra routes a test needs to probe a plugin with, registered before the app is ready. */
  addRoutes?: (app: FastifyInstance, db: Database) => void;
}

/** Polls a count of unfinished jobs until it is 0: work the app does after its answer or its start. */
async function jobsFinished(unfinished: () => Promise<number>, failure: string): Promise<void> {
  for (let tries = 0; (await unfinished()) > 0; tries++) {
    if (tries > 600) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The app as a test starts it, on the given database: ready once the scheduled jobs its start offered have run.
 * What they change (this month's invoices, lapsed reservations) depends on today's date, so no test races them;
 * the run's template database ran them already (`database-template.ts`), so a test file's app finds this
 * hour's offers taken and starts at once.
 */
export async function startTestApp(
  db: Database,
  files: FileStore,
  { config: overrides, addRoutes }: TestAppOptions = {},
): Promise<{ app: FastifyInstance; config: AppConfig }> {
  const config = { ...loadConfig({ KAISTA_ENV: 'ci' }), webDistDir: '/nonexistent', ...overrides };
  const app = await buildApp({ config, db, files });
  addRoutes?.(app, db);
  await app.ready();
  await jobsFinished(async () => {
    const [waiting] = await db
      .select({ n: count() })
      .from(jobs)
      .where(and(isNotNull(jobs.scheduleKey), eq(jobs.state, 'queued')));
    return waiting?.n ?? 0;
  }, 'the scheduled jobs of the app’s start did not finish');
  return { app, config };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const { app, config } = await startTestApp(database.db, database.files, options);

  const request: TestApp['request'] = ({ session, headers, ...options }) =>
    app.inject({
      ...options,
      headers: {
        ...BROWSER_HEADERS,
        ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
        ...headers,
      },
    });

  const formPost = (url: string, fields: Record<string, string>, cookie?: string) =>
    request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });

  /** Text messages leave through the job queue, after the answer: waits until the queued ones are sent. */
  const smsSent = () =>
    jobsFinished(() => new JobQueue(database.db).pending(SMS_JOB), 'queued text messages were not sent');

  /** The second step of an SMS user's login, with the newest code of the built-in gateway's outbox. */
  async function confirmSmsCode(challenged: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    await smsSent();
    const [sms] = await database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
    const challenge = `${CHALLENGE_COOKIE}=${cookieValue(challenged, CHALLENGE_COOKIE)}`;
    return formPost('/gauth/login/code', { code }, challenge);
  }

  async function login(email: string): Promise<string> {
    const first = await formPost('/gauth/login', { email, password: DEMO_PASSWORD });
    const challenged = String(first.headers.location ?? '').startsWith('/gauth/login/code');
    const response = challenged ? await confirmSmsCode(first) : first;
    const session = cookieValue(response, SESSION_COOKIE);
    if (!session) throw new Error(`login of ${email} failed with ${response.statusCode}`);
    await request({ method: 'POST', url: '/api/session', session });
    return session;
  }

  return {
    smsSent,
    app,
    db: database.db,
    config,
    files: database.files,
    login,
    request,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type TestAppSetup = (app: TestApp) => Promise<void> | void;

/**
 * The describe block's own app: started (with `options`, and `setup` run, e.g. the logins its tests use) before
 * its tests, closed after them. Starting one opens a copy of the run's database, which a loaded machine takes its
 * time over: hence the hook's minute of timeout, kept here rather than in every test file.
 */
export function withTestApp(
  ...args: [setup: TestAppSetup] | [options: TestAppOptions, setup: TestAppSetup]
): void {
  const [options, setup] = args.length === 1 ? [{}, args[0]] : args;
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(options);
    await setup(started);
  }, 60_000);
  afterAll(() => started?.close());
}
