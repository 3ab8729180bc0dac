import { text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The tenant column most tables lead with: the company the row belongs to (DESIGN.md tenancy). */
export const companyId = () =>
  text('company_id')
    .notNull()
    .references(() => companies.id);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
