import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { TOP_LEVEL_FOLDER_KEY, documentFolderCounts, documentFolders, documents } from '../../db/schema';
import { apiError } from '../../http-errors';
import type { AlongWith } from '../../routing/change-audit';

export type FolderRow = typeof documentFolders.$inferSelect;

/**
 * How many documents a folder (or the top level, `TOP_LEVEL_FOLDER_KEY`) holds directly: the exact count the
 * documents' triggers keep, as counting the rows cost seconds at 100k documents.
 */
export async function keptDocumentCount(db: Database, companyId: string, folderKey: string): Promise<number> {
  const [row] = await db
    .select({ documents: documentFolderCounts.documents })
    .from(documentFolderCounts)
    .where(and(eq(documentFolderCounts.companyId, companyId), eq(documentFolderCounts.folderKey, folderKey)));
  return Number(row?.documents ?? 0);
}

/** A company's document folders; a folder is removed only while empty. */
export class DocumentFoldersRepo {
  constructor(private readonly db: Database) {}

  /** The company's folders with how many documents each holds directly, from the kept per-folder counts. */
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

  rootDocumentCount(companyId: string): Promise<number> {
    return keptDocumentCount(this.db, companyId, TOP_LEVEL_FOLDER_KEY);
  }

  async folder(companyId: string, folderId: string, db: Database = this.db): Promise<FolderRow | null> {
    const [row] = await db
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
      await along(tx);
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
      // Asked inside the transaction: the embedded database has one connection, which the transaction holds.
      await versionedResult(deleted, async () => !!(await this.folder(companyId, folderId, tx)), 'Folder');
      await along(tx);
    });
  }
}
