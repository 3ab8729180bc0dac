import type { BulletinTranslation, BulletinTranslationLanguage } from '@kaista/domain/bulletins';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';

/** The operator's notices to companies (§7 /bulletins): to all of them, or to those in bulletin_companies. */
export const bulletins = pgTable(
  'bulletins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Already sanitised by the §9 allow-list when stored. */
    bodyHtml: text('body_html').notNull(),
    /** The title and sanitised body in each language it is translated to (`BULLETIN_TRANSLATIONS`). */
    translations: jsonb('translations')
      .$type<Partial<Record<BulletinTranslationLanguage, BulletinTranslation>>>()
      .notNull()
      .default({}),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    audience: text('audience').notNull(),
    createdByName: text('created_by_name').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('bulletins_valid_idx').on(table.validFrom, table.validUntil)],
);

/** The chosen companies of a bulletin, keyed by the company first so a company's home finds its own. */
export const bulletinCompanies = pgTable(
  'bulletin_companies',
  {
    companyId: companyId(),
    bulletinId: uuid('bulletin_id')
      .notNull()
      .references(() => bulletins.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.bulletinId] }),
    index('bulletin_companies_bulletin_idx').on(table.bulletinId),
  ],
);
