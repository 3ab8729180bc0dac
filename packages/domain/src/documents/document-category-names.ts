import type { CodeNames } from '../shared/formatting/code-names';
import type { DocumentCategory } from './documents';

/** A document's category as the documents pages and the home page name it. */
export const DOCUMENT_CATEGORY_NAMES: CodeNames<DocumentCategory> = {
  OTHER: { fi: 'Dokumentti', en: 'Document', sv: 'Dokument' },
  CONTRACT: { fi: 'Sopimus', en: 'Contract', sv: 'Avtal' },
  PRICE_LIST: { fi: 'Hinnasto', en: 'Price list', sv: 'Prislista' },
};
