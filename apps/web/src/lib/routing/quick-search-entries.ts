import type { MenuEntryId } from '@kaista/domain/shared/roles';

/**
 * The lists the header's search looks through. Kept apart from the searches themselves, so that the header
 * knows whether to offer the search without loading them.
 */
export const QUICK_SEARCH_ENTRIES: ReadonlySet<MenuEntryId> = new Set([
  'services',
  'assets',
  'orders',
  'tickets',
  'invoices',
  'users-and-groups',
  'documents',
]);
