import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { documents, documentVersions } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentVersionRow = typeof documentVersions.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'companyId' | 'id'>;
/** What a document takes from the file it holds, on upload and on each new version. */
export type DocumentFileFields = Pick<NewDocument, 'name' | 'fileType' | 'sizeBytes' | 'updatedByName'>;
export type NewVersion = Omit<
  typeof documentVersions.$inferInsert,
  'companyId' | 'documentId' | 'versionNo' | 'createdAt'
>;

const theDocument = (companyId: string, documentId: string): SQL =>
  and(eq(documents.companyId, companyId), eq(documents.id, documentId))!;

const itsVersions = (companyId: string, documentId: string): SQL =>
  and(eq(documentVersions.companyId, companyId), eq(documentVersions.documentId, documentId))!;

/** A company's documents with every kept version; each write runs in one transaction with its audit row. */
export class DocumentsRepo {
  constructor(private readonly db: Database) {}

  async document(companyId: string, documentId: string, db = this.db): Promise<DocumentRow | null> {
    const [row] = await db.select().from(documents).where(theDocument(companyId, documentId));
    return row ?? null;
  }

  /** Every kept version, newest first. */
  versions(companyId: string, documentId: string): Promise<DocumentVersionRow[]> {
    return this.db
      .select()
      .from(documentVersions)
      .where(itsVersions(companyId, documentId))
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
      await along(tx);
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
    changes: DocumentFileFields,
    next: NewVersion,
    along: AlongWith,
  ): Promise<DocumentRow> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(documents)
        .set({
          ...changes,
          currentVersion: sql`${documents.currentVersion} + 1`,
          updatedAt: sql`now()`,
          version: nextVersion(documents.version),
        })
        .where(versionedWhere(documents.version, theDocument(companyId, documentId), expected))
        .returning();
      const row = await this.staleOrGone(updated, companyId, documentId, tx);
      await tx
        .insert(documentVersions)
        .values({ companyId, documentId, versionNo: row.currentVersion, ...next });
      await along(tx);
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
      const files = await tx
        .select({ storageName: documentVersions.storageName })
        .from(documentVersions)
        .where(itsVersions(companyId, documentId));
      const [deleted] = await tx
        .delete(documents)
        .where(versionedWhere(documents.version, theDocument(companyId, documentId), expected))
        .returning();
      await this.staleOrGone(deleted, companyId, documentId, tx);
      await along(tx);
      return files.map((file) => file.storageName);
    });
  }

  /** The row a conditional write touched; else 412 while the document is there, 404 when it is not. */
  private staleOrGone(touched: DocumentRow | undefined, companyId: string, documentId: string, db: Database) {
    return versionedResult(
      touched,
      async () => !!(await this.document(companyId, documentId, db)),
      'Document',
    );
  }
}
