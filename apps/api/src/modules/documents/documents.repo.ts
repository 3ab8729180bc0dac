import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_LIMITS, documentSearchWords, type DocumentListParams } from '@kaista/domain/documents';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate } from '../../db/paginate';
import {
  TOP_LEVEL_FOLDER_KEY,
  documentFolderCounts,
  documentFolders,
  documents,
  documentVersions,
} from '../../db/schema';
import { apiError } from '../../http-errors';
import type { AlongWith } from '../../routing/change-audit';

export type FolderRow = typeof documentFolders.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentVersionRow = typeof documentVersions.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'companyId' | 'id'>;
export type NewVersion = Omit<
  typeof documentVersions.$inferInsert,
  'companyId' | 'documentId' | 'versionNo' | 'createdAt'
>;

type ListQuery = DocumentListParams;

/** The folder a list is of: a folder id, or the top level (null). */
const inFolder = (folderId: string | null | undefined): SQL =>
  folderId ? eq(documents.folderId, folderId) : isNull(documents.folderId);

/**
 * Every word in the name or the description, through the trigram index that leads with the company
 * (`documents_search_idx`, migration 0054): one company's search never reads another's documents.
 */
function searchCondition(words: string[]): SQL {
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(ilike(documents.name, pattern), ilike(documents.description, pattern));
    }),
  )!;
}

function orderOf(query: ListQuery): SQL[] {
  if (query.sort === 'name') {
    const by = query.direction === 'DESC' ? desc : asc;
    return [by(documents.name), by(documents.id)];
  }
  // The newest first unless asked otherwise.
  const by = query.direction === 'ASC' ? asc : desc;
  return [by(documents.updatedAt), by(documents.id)];
}

export class DocumentsRepo {
  constructor(private readonly db: Database) {}

  /**
   * The company's folders with how many documents each holds directly, from the exact per-folder counts the
   * documents' triggers keep (counting them here cost seconds at 100k documents).
   */
  async folders(companyId: string): Promise<(FolderRow & { documentCount: number })[]> {
    const rows = await this.db
      .select({ folder: documentFolders, documentCount: documentFolderCounts.documents })
      .from(documentFolders)
      .leftJoin(
        documentFolderCounts,
        and(
          eq(documentFolderCounts.companyId, documentFolders.companyId),
          eq(documentFolderCounts.folderKey, documentFolders.id),
        ),
      )
      .where(eq(documentFolders.companyId, companyId))
      .orderBy(asc(documentFolders.name), asc(documentFolders.id));
    return rows.map((row) => ({ ...row.folder, documentCount: Number(row.documentCount ?? 0) }));
  }

  async rootDocumentCount(companyId: string): Promise<number> {
    const [row] = await this.db
      .select({ documents: documentFolderCounts.documents })
      .from(documentFolderCounts)
      .where(
        and(
          eq(documentFolderCounts.companyId, companyId),
          eq(documentFolderCounts.folderKey, TOP_LEVEL_FOLDER_KEY),
        ),
      );
    return Number(row?.documents ?? 0);
  }

  async folder(companyId: string, folderId: string): Promise<FolderRow | null> {
    const [row] = await this.db
      .select()
      .from(documentFolders)
      .where(and(eq(documentFolders.companyId, companyId), eq(documentFolders.id, folderId)));
    return row ?? null;
  }

  async createFolder(
    companyId: string,
    values: { name: string; parentId: string | null },
    along: AlongWith,
  ): Promise<FolderRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documentFolders)
        .values({ companyId, ...values })
        .returning();
      await along(tx as unknown as Database);
      return row!;
    });
  }

  /** Removes an empty folder (409 ILLEGAL_STATE while it holds folders or documents), conditional on its version. */
  async deleteFolder(
    companyId: string,
    folderId: string,
    expected: number | undefined,
    along: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [child] = await tx
        .select({ one: sql`1` })
        .from(documentFolders)
        .where(and(eq(documentFolders.companyId, companyId), eq(documentFolders.parentId, folderId)))
        .limit(1);
      const [document] = await tx
        .select({ one: sql`1` })
        .from(documents)
        .where(and(eq(documents.companyId, companyId), eq(documents.folderId, folderId)))
        .limit(1);
      if (child || document) throw apiError('ILLEGAL_STATE', 'The folder is not empty.');
      const [deleted] = await tx
        .delete(documentFolders)
        .where(
          versionedWhere(
            documentFolders.version,
            and(eq(documentFolders.companyId, companyId), eq(documentFolders.id, folderId))!,
            expected,
          ),
        )
        .returning();
      await versionedResult(deleted, async () => !!(await this.folder(companyId, folderId)), 'Folder');
      await along(tx as unknown as Database);
    });
  }

  /**
   * One page of a folder's documents as a deferred join: the page's ids come from the index alone
   * (company, folder, order, id), then only those rows are read. The total is the folder's exact count the
   * documents' triggers keep (counting the folder's rows for it cost more than the page itself: up to the
   * 10,001 of the cap at a large top level, on every page but the last).
   */
  async list(companyId: string, query: ListQuery): Promise<Page<DocumentRow>> {
    const words = documentSearchWords(query.q);
    if (words.length > 0) return this.search(companyId, words, query);
    const where = and(eq(documents.companyId, companyId), inFolder(query.folderId))!;
    const order = orderOf(query);
    const [items, [kept]] = await Promise.all([
      this.pageOf(companyId, where, order, query),
      this.db
        .select({ documents: documentFolderCounts.documents })
        .from(documentFolderCounts)
        .where(
          and(
            eq(documentFolderCounts.companyId, companyId),
            eq(documentFolderCounts.folderKey, query.folderId ?? TOP_LEVEL_FOLDER_KEY),
          ),
        ),
    ]);
    const { offset, pageSize } = query;
    return { items, total: Number(kept?.documents ?? 0), totalCapped: false, offset, pageSize };
  }

  /**
   * A search's page: the matches of every folder (or of the one named), in the list's order, counted up to
   * `DOCUMENT_LIMITS.searchCountCap` (a word most names hold would otherwise count the whole company).
   */
  private search(companyId: string, words: string[], query: ListQuery): Promise<Page<DocumentRow>> {
    const where = and(
      eq(documents.companyId, companyId),
      query.folderId ? eq(documents.folderId, query.folderId) : undefined,
      searchCondition(words),
    )!;
    return paginate(this.db, query, {
      countCap: DOCUMENT_LIMITS.searchCountCap,
      matches: this.db
        .select({ one: sql`1` })
        .from(documents)
        .where(where)
        .$dynamic(),
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(documents)
          .where(where)
          .orderBy(...orderOf(query))
          .limit(pageSize)
          .offset(offset),
    });
  }

  private pageOf(companyId: string, where: SQL, order: SQL[], { offset, pageSize }: ListQuery) {
    const ids = this.db
      .select({ id: documents.id })
      .from(documents)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset);
    return this.db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, companyId), inArray(documents.id, ids)))
      .orderBy(...order);
  }

  async document(companyId: string, documentId: string, db = this.db): Promise<DocumentRow | null> {
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, companyId), eq(documents.id, documentId)));
    return row ?? null;
  }

  /** Every kept version, newest first. */
  versions(companyId: string, documentId: string): Promise<DocumentVersionRow[]> {
    return this.db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.companyId, companyId), eq(documentVersions.documentId, documentId)))
      .orderBy(desc(documentVersions.versionNo));
  }

  async version(companyId: string, documentId: string, versionNo: number) {
    const [row] = await this.db
      .select()
      .from(documentVersions)
      .where(
        and(
          eq(documentVersions.companyId, companyId),
          eq(documentVersions.documentId, documentId),
          eq(documentVersions.versionNo, versionNo),
        ),
      );
    return row ?? null;
  }

  /** A new document with its first version and the audit row, in one transaction. */
  async insert(
    companyId: string,
    values: NewDocument,
    first: NewVersion,
    along: AlongWith,
  ): Promise<DocumentRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documents)
        .values({ companyId, ...values, currentVersion: 1 })
        .returning();
      await tx.insert(documentVersions).values({ companyId, documentId: row!.id, versionNo: 1, ...first });
      await along(tx as unknown as Database);
      return row!;
    });
  }

  /**
   * A new current version: the document moves on (name, type, size, who and when) only where it still has
   * the version the caller read (412 when stale), and the earlier versions stay.
   */
  async addVersion(
    companyId: string,
    documentId: string,
    expected: number | undefined,
    changes: Pick<NewDocument, 'name' | 'fileType' | 'sizeBytes' | 'updatedByName'>,
    next: NewVersion,
    along: AlongWith,
  ): Promise<DocumentRow> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [updated] = await tx
        .update(documents)
        .set({
          ...changes,
          currentVersion: sql`${documents.currentVersion} + 1`,
          updatedAt: sql`now()`,
          version: nextVersion(documents.version),
        })
        .where(
          versionedWhere(
            documents.version,
            and(eq(documents.companyId, companyId), eq(documents.id, documentId))!,
            expected,
          ),
        )
        .returning();
      const row = await versionedResult(
        updated,
        async () => !!(await this.document(companyId, documentId, db)),
        'Document',
      );
      await tx
        .insert(documentVersions)
        .values({ companyId, documentId, versionNo: row.currentVersion, ...next });
      await along(db);
      return row;
    });
  }

  /** Deletes the document and its versions; answers the stored names of their files, to remove after it. */
  async delete(
    companyId: string,
    documentId: string,
    expected: number | undefined,
    along: AlongWith,
  ): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const files = await tx
        .select({ storageName: documentVersions.storageName })
        .from(documentVersions)
        .where(and(eq(documentVersions.companyId, companyId), eq(documentVersions.documentId, documentId)));
      const [deleted] = await tx
        .delete(documents)
        .where(
          versionedWhere(
            documents.version,
            and(eq(documents.companyId, companyId), eq(documents.id, documentId))!,
            expected,
          ),
        )
        .returning();
      await versionedResult(
        deleted,
        async () => !!(await this.document(companyId, documentId, db)),
        'Document',
      );
      await along(db);
      return files.map((file) => file.storageName);
    });
  }
}
