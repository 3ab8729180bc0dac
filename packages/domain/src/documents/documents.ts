import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { pageSchema, sortedListQuerySchema } from '../shared/api/paging';
import { DOCUMENT_FILE_TYPES } from '../shared/enums/common';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { FILE_NAME_MAX } from '../shared/validation/file-name';
import { isValidMultilineText, isValidPrintableText } from '../shared/validation/text';

/**
 * What a document is to the company: a contract or a price list the operator published (they carry a
 * validity end), or anything else the company keeps.
 */
export const DOCUMENT_CATEGORIES = ['OTHER', 'CONTRACT', 'PRICE_LIST'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Categories only operator staff publish to a company (§1: contracts and price lists are the operator's). */
export const OPERATOR_DOCUMENT_CATEGORIES: readonly DocumentCategory[] = ['CONTRACT', 'PRICE_LIST'];

export const DOCUMENT_LIMITS = {
  /** The same limit as ticket attachments (§8 413 'download-error-size'). */
  fileMaxBytes: 10 * 1024 * 1024,
  nameMax: 100,
  descriptionMax: 500,
  /** How deep folders nest; deeper structures are no longer browsable on a phone. */
  folderDepthMax: 5,
  /** The longest search of names and descriptions. */
  searchMax: 100,
  /**
   * A search holds at least one word this long: shorter ones cannot be looked up in the trigram index, so a
   * search of them alone would read every document of the company.
   */
  searchWordMin: 3,
  /** A search counts its matches up to this many; the answer then says there are more (totalCapped). */
  searchCountCap: 1000,
} as const;

export const DOCUMENT_SORT_FIELDS = ['updatedAt', 'name'] as const;

const isoDate = z.iso.date();

export const documentParamsSchema = companyParamsSchema.extend({ documentId: z.uuid() });
export const folderParamsSchema = companyParamsSchema.extend({ folderId: z.uuid() });

/** The words of a search: what a document's name or description must each hold. */
export const documentSearchWords = (q: string | undefined): string[] =>
  (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** Whether a search can be looked up in the index: one of its words is at least `searchWordMin` long. */
export const isSearchableDocumentQuery = (q: string): boolean =>
  documentSearchWords(q).some((word) => word.length >= DOCUMENT_LIMITS.searchWordMin);

/**
 * §7 GET /documents (folderId): the documents of one folder, or of the top level without it. With `q`, the
 * documents whose name or description holds every word of it (in any order, any case, inside a word too):
 * in every folder, or only in `folderId` when it is named (the header search and the page's search). With
 * `name`, those of the folder (or the top level) named exactly so, in any case: an upload of a file by a
 * name already there offers to add it as that document's new version.
 */
export const documentListQuerySchema = sortedListQuerySchema(
  {
    folderId: z.uuid().optional(),
    q: z
      .string()
      .trim()
      .max(DOCUMENT_LIMITS.searchMax, FIELD_ERROR_KEYS.maxLength)
      .refine((q) => q === '' || isSearchableDocumentQuery(q), FIELD_ERROR_KEYS.minLength)
      .optional(),
    name: z.string().min(1).max(FILE_NAME_MAX, FIELD_ERROR_KEYS.maxLength).optional(),
  },
  DOCUMENT_SORT_FIELDS,
);
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;
/** The list query as the server has it, with its defaults filled in. */
export type DocumentListParams = z.output<typeof documentListQuerySchema>;

/** A folder of the §7 folder structure: a flat list whose parent ids make the tree. */
export const documentFolderSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  documentCount: z.number().int(),
  version: z.number().int(),
});
export type DocumentFolder = z.infer<typeof documentFolderSchema>;

export const folderStructureSchema = z.object({
  folders: z.array(documentFolderSchema),
  /** Documents at the top level, outside every folder. */
  rootDocumentCount: z.number().int(),
});
export type FolderStructure = z.infer<typeof folderStructureSchema>;

const folderName = z
  .string()
  .trim()
  .min(1, FIELD_ERROR_KEYS.empty)
  .max(DOCUMENT_LIMITS.nameMax, FIELD_ERROR_KEYS.maxLength)
  .refine(isValidPrintableText, FIELD_ERROR_KEYS.characterSet);

/**
 * A folder's name is its own among the folders beside it, in any letter case: two "Sopimukset" side by side
 * could not be told apart.
 */
export const folderNameTaken = (
  folders: readonly { name: string; parentId: string | null }[],
  parentId: string | null,
  name: string,
): boolean =>
  folders.some(
    (folder) =>
      folder.parentId === parentId &&
      folder.name.trim().toLocaleLowerCase('fi') === name.trim().toLocaleLowerCase('fi'),
  );

/** The field error of a name taken by a folder beside it. */
export const FOLDER_NAME_TAKEN = 'documents.folder-name-taken';

export const createFolderSchema = z.object({
  name: folderName,
  parentId: z.uuid(FIELD_ERROR_KEYS.uuid).nullable().default(null),
});
export type CreateFolderInput = z.input<typeof createFolderSchema>;

/** One document in a list: its current version's file and who changed it last. */
export const documentSchema = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  fileType: z.enum(DOCUMENT_FILE_TYPES),
  sizeBytes: z.number().int(),
  category: z.enum(DOCUMENT_CATEGORIES),
  /** The last day a contract or price list is in force (yyyy-mm-dd); null when it does not expire. */
  validUntil: isoDate.nullable(),
  /** Published to the company by operator staff; only operator staff replace or delete it. */
  publishedByOperator: z.boolean(),
  currentVersion: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
  /** The optimistic-lock version that If-Match names (also the details' ETag). */
  version: z.number().int(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentPageSchema = pageSchema(documentSchema);
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** Every kept version of a document, newest first; each one can still be downloaded. */
export const documentVersionSchema = z.object({
  versionNo: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedByName: z.string(),
  /** The operator staff member who uploaded it while acting as uploadedByName; null otherwise. */
  uploadedByOperatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** §7 GET /details. */
export const documentDetailsSchema = documentSchema.extend({
  folderName: z.string().nullable(),
  versions: z.array(documentVersionSchema),
});
export type DocumentDetails = z.infer<typeof documentDetailsSchema>;

const description = z
  .string()
  .trim()
  .max(DOCUMENT_LIMITS.descriptionMax, FIELD_ERROR_KEYS.maxLength)
  .refine((value) => value === '' || isValidMultilineText(value), FIELD_ERROR_KEYS.characterSet);

/**
 * §7 upload POST (optional folderId): what goes with the file, in the query so that it is checked before a
 * byte of the file is read. A contract or price list is published by operator staff and may carry its end.
 */
export const uploadDocumentQuerySchema = z.object({
  folderId: z.uuid(FIELD_ERROR_KEYS.uuid).optional(),
  description: description.default(''),
  category: z.enum(DOCUMENT_CATEGORIES).default('OTHER'),
  validUntil: isoDate.optional(),
});
export type UploadDocumentQuery = z.input<typeof uploadDocumentQuerySchema>;

/** §7 download: the current version unless another kept one is named. */
export const downloadDocumentQuerySchema = z.object({
  version: z.coerce.number().int().min(1).optional(),
});
