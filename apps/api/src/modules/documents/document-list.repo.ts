import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_LIMITS, documentSearchWords, type DocumentListParams } from '@kaista/domain/documents';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { everyWordIn } from '../../db/like-pattern';
import { paginate } from '../../db/paginate';
import { TOP_LEVEL_FOLDER_KEY, documents } from '../../db/schema';
import { keptDocumentCount } from './document-folders.repo';
import type { DocumentRow } from './documents.repo';

type ListQuery = DocumentListParams;

/** The folder a list is of: a folder id, or the top level (null). */
const inFolder = (folderId: string | null | undefined): SQL =>
  folderId ? eq(documents.folderId, folderId) : isNull(documents.folderId);

/**
 * Every word in the name or the description, through the trigram index that leads with the company
 * (`documents_search_idx`, migration 0054): one company's search never reads another's documents.
 */
const searchCondition = (words: string[]): SQL =>
  everyWordIn(words, [documents.name, documents.description])!;

function orderOf(query: ListQuery): SQL[] {
  if (query.sort === 'name') {
    const by = query.direction === 'DESC' ? desc : asc;
    return [by(documents.name), by(documents.id)];
  }
  // The newest first unless asked otherwise.
  const by = query.direction === 'ASC' ? asc : desc;
  return [by(documents.updatedAt), by(documents.id)];
}

/** A page of a company's documents: one folder's, or a search's. */
export class DocumentListRepo {
  constructor(private readonly db: Database) {}

  /**
   * One page of a folder's documents as a deferred join: the page's ids come from the index alone
   * (company, folder, order, id), then only those rows are read. The total is the folder's exact count the
   * documents' triggers keep (counting the folder's rows for it cost more than the page itself: up to the
   * 10,001 of the cap at a large top level, on every page but the last).
   */
  async list(companyId: string, query: ListQuery): Promise<Page<DocumentRow>> {
    const words = documentSearchWords(query.q);
    if (words.length > 0) return this.search(companyId, words, query);
    if (query.name) return this.named(companyId, query.name, query);
    const where = and(eq(documents.companyId, companyId), inFolder(query.folderId))!;
    const order = orderOf(query);
    const [items, total] = await Promise.all([
      this.pageOf(companyId, where, order, query),
      keptDocumentCount(this.db, companyId, query.folderId ?? TOP_LEVEL_FOLDER_KEY),
    ]);
    const { offset, pageSize } = query;
    return { items, total, totalCapped: false, offset, pageSize };
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
    return this.pageWhere(where, query);
  }

  /** The folder's (or the top level's) documents of one name, in any case: what an upload's name would meet. */
  private named(companyId: string, name: string, query: ListQuery): Promise<Page<DocumentRow>> {
    const where = and(
      eq(documents.companyId, companyId),
      inFolder(query.folderId),
      sql`lower(${documents.name}) = lower(${name})`,
    )!;
    return this.pageWhere(where, query);
  }

  private pageWhere(where: SQL, query: ListQuery): Promise<Page<DocumentRow>> {
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
}
