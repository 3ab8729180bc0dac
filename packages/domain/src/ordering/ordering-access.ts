import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 'new order', named once for the server's guards, the web's routes and the menu: the catalogue, carts
 * and the order submit all need FECompositeWriteOrder (and the new-order flag).
 */
export const ORDERING_ACCESS = {
  order: menuRequirement('new-order'),
} as const satisfies Record<string, AccessRequirement>;
