import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { OutboxSmsGateway } from './integrations/sms/sms-gateway';

/** What modules are built from: passed explicitly by buildApp, so tests can see every dependency. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  sms: OutboxSmsGateway;
}
