import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { FileStore } from './files/file-store';
import type { JobRunner } from './jobs/job-runner';
import type { JobSchedule } from './jobs/job-schedule';
import type { EmailGateway, OutboxEmailGateway } from './integrations/email/email-gateway';
import type { OutboxSmsGateway, SmsGateway } from './integrations/sms/sms-gateway';

/** What modules are built from: passed explicitly by buildApp, so tests can see every dependency. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  /** Where every area keeps uploaded and generated files. */
  files: FileStore;
  /** Work run after the answer by whichever instance takes it; modules register their kinds of job. */
  jobs: JobRunner;
  /** Jobs run every so often by one instance; modules register theirs. */
  schedule: JobSchedule;
  sms: SmsGateway;
  /** The built-in gateway's table, read by the development outbox page. */
  smsOutbox: OutboxSmsGateway;
  email: EmailGateway;
  /** The built-in e-mail gateway's table, read by the development outbox page. */
  emailOutbox: OutboxEmailGateway;
}
