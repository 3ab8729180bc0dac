import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/** DESIGN.md §5, §6 'audit log': the company's administrators and operator staff read it, as the menu shows it. */
export const AUDIT_ACCESS = {
  read: menuRequirement('audit-log'),
} as const satisfies Record<string, AccessRequirement>;
