import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 'documents', named once for the server's guards, the web's routes and the page's actions:
 * DocumentsReadDocument reads and downloads; DocumentsWriteDocument also uploads, makes folders and deletes.
 * Operator staff hold every permission in any company, and alone publish contracts and price lists.
 */
export const DOCUMENTS_ACCESS = {
  read: menuRequirement('documents'),
  write: { flag: 'documents', allOf: ['DocumentsReadDocument', 'DocumentsWriteDocument'] },
} as const satisfies Record<string, AccessRequirement>;
