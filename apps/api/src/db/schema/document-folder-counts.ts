import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The folder key of the top level, whose documents have no folder (a key cannot be null). */
export const TOP_LEVEL_FOLDER_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * How many documents each folder of a company holds directly (the top level under TOP_LEVEL_FOLDER_KEY),
 * kept exact by triggers on `documents` in the same transaction as every insert, move and delete (migration
 * `documents_folder_counts`, like the tickets' and services' counts). The folder structure reads it instead
 * of counting a company's hundred thousand documents on every call.
 */
export const documentFolderCounts = pgTable(
  'document_folder_counts',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    folderKey: uuid('folder_key').notNull(),
    documents: bigint('documents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.folderKey] })],
);
