import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * §2 /company/mobile-certificate, §7 mobile ID: a company's activation of the mobile certificate service
 * (one row once activated), who accepted which terms and where certificate notices go.
 */
export const mobileIdActivations = pgTable('mobile_id_activations', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  termsVersion: text('terms_version').notNull(),
  noticeEmail: text('notice_email').notNull(),
  activatedByName: text('activated_by_name').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
