import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';

/** §7 folder structure: a company's folders, nested by parent (null at the top level). */
export const documentFolders = pgTable(
  'document_folders',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('document_folders_parent_idx').on(table.companyId, table.parentId, table.name),
    foreignKey({
      columns: [table.companyId, table.parentId],
      foreignColumns: [table.companyId, table.id],
    }),
  ],
);

/**
 * A document and its current version (name, type, size copied from it so a folder lists from this table
 * alone). Each list order has its index leading with the company and the folder, ending with the id.
 */
export const documents = pgTable(
  'documents',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    folderId: uuid('folder_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fileType: text('file_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    category: text('category').notNull().default('OTHER'),
    validUntil: date('valid_until', { mode: 'string' }),
    publishedByOperator: boolean('published_by_operator').notNull().default(false),
    currentVersion: integer('current_version').notNull().default(1),
    version: integer('version').notNull().default(1),
    updatedByName: text('updated_by_name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('documents_folder_updated_idx').on(table.companyId, table.folderId, table.updatedAt, table.id),
    index('documents_folder_name_idx').on(table.companyId, table.folderId, table.name, table.id),
    // The top level is folder_id IS NULL, which a btree cannot use as an equality before the order's columns
    // (the planner sorted all 50k top-level rows for a first page): partial indexes give it the order.
    index('documents_root_updated_idx')
      .on(table.companyId, table.updatedAt, table.id)
      .where(sql`${table.folderId} is null`),
    index('documents_root_name_idx')
      .on(table.companyId, table.name, table.id)
      .where(sql`${table.folderId} is null`),
    // A search (name and description, every folder) takes its matches from the trigram index
    // `documents_search_idx` (company_id, name, description; migration 0054, btree_gin like the tickets' search)
    // when they are few; when a word is in most names, the planner walks the list's order in these instead
    // and stops at the page's end.
    index('documents_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
    index('documents_company_name_idx').on(table.companyId, table.name, table.id),
    // An upload's look-up of its file's name in its folder (the top level too: a btree finds folder_id IS NULL),
    // in any case: without it the look-up read every document of the folder, twice (the page and its count).
    index('documents_folder_lower_name_idx').on(table.companyId, table.folderId, sql`lower(${table.name})`),
    index('documents_valid_until_idx')
      .on(table.companyId, table.validUntil)
      .where(sql`${table.validUntil} is not null`),
    foreignKey({
      columns: [table.companyId, table.folderId],
      foreignColumns: [documentFolders.companyId, documentFolders.id],
    }),
  ],
);

/** Every uploaded version of a document, kept until the document is deleted; the file is in the file store. */
export const documentVersions = pgTable(
  'document_versions',
  {
    companyId: text('company_id').notNull(),
    documentId: uuid('document_id').notNull(),
    versionNo: integer('version_no').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageName: text('storage_name').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    actingUserId: text('acting_user_id'),
    actingUserName: text('acting_user_name'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.documentId, table.versionNo] }),
    foreignKey({
      columns: [table.companyId, table.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
  ],
);
