/** §3 document file types accepted for upload. */
export const DOCUMENT_FILE_TYPES = [
  'doc',
  'docx',
  'txt',
  'pdf',
  'xlsx',
  'xls',
  'csv',
  'pptx',
  'ppt',
  'vsd',
  'vdx',
  'vsdx',
  'odt',
  'ods',
  'odp',
  'jpg',
  'jpeg',
  'png',
] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/** §3: the file type of a name by its extension (any case), or null when not accepted. */
export function documentFileType(fileName: string): DocumentFileType | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return (DOCUMENT_FILE_TYPES as readonly string[]).includes(extension)
    ? (extension as DocumentFileType)
    : null;
}

/** §3 account (party) types. */
export const ACCOUNT_TYPES = ['individual', 'organization', 'thing'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** §3 sort directions. */
export const SORT_DIRECTIONS = ['ASC', 'DESC', 'DEFAULT'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** §3 export formats. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** §3 two-factor methods. */
export const TWO_FACTOR_METHODS = ['SMS', 'PASSWORD'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** §3 reports viewer kinds. */
export const REPORT_VIEWER_KINDS = ['TABLEAU_V2', 'TABLEAU_V3'] as const;
export type ReportViewerKind = (typeof REPORT_VIEWER_KINDS)[number];

/** §3 list filters. */
export const LIST_FILTERS = ['favourites', 'lastViewed', 'all'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** §3 notification types. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** §3 the currency and country of the operator. */
export const CURRENCY = 'EUR';
export const COUNTRY = 'FI';

/** §3 character sets of a CSV export: UTF-8 (with a byte order mark) or Latin-1 for older spreadsheets. */
export const CSV_CHARSETS = ['utf-8', 'latin1'] as const;
export type CsvCharset = (typeof CSV_CHARSETS)[number];
