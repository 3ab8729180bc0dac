import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * Bulletins: every user who has a home page reads the current ones of their company there; operator staff
 * (delivery coordination and customer care) write them for all or chosen companies.
 */
export const BULLETIN_ACCESS = {
  read: menuRequirement('home'),
  write: { roles: ['DCUser', 'CCUser'] },
} as const satisfies Record<string, AccessRequirement>;
