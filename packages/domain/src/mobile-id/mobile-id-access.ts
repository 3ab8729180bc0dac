import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 'mobile certificate': delivery coordination, customer care and the company's service managers read and
 * activate it, behind the §9 `mobile-certificate` flag (off in production).
 */
export const MOBILE_ID_ACCESS = {
  read: menuRequirement('mobile-certificate'),
  activate: menuRequirement('mobile-certificate'),
} as const satisfies Record<string, AccessRequirement>;
