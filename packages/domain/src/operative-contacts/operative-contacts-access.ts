import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 'operative contacts', named once for the server's guards, the web's route and the page's actions:
 * CustomerReadOperativeContact reads, CustomerWriteOperativeContact also adds, changes and removes. Both stay
 * behind the §9 `display-operative-contacts` flag (off in production).
 */
export const OPERATIVE_CONTACT_ACCESS = {
  read: menuRequirement('operative-contacts'),
  write: {
    flag: 'display-operative-contacts',
    allOf: ['CustomerReadOperativeContact', 'CustomerWriteOperativeContact'],
  },
} as const satisfies Record<string, AccessRequirement>;
