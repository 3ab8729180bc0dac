import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 'new order', named once for the server's guards, the web's routes and the menu. Building a cart (the
 * catalogue, carts and their contents) is open to whoever may order (FECompositeWriteOrder) or request an
 * order (FECompositeWriteMyOrderRequests, §4 order requests); submitting it as an order needs
 * FECompositeWriteOrder, while a requester sends it as an order request instead.
 */
export const ORDERING_ACCESS = {
  order: menuRequirement('new-order'),
  submit: { flag: 'new-order', allOf: ['FECompositeWriteOrder'] },
  /** §9 flag product-preselections: the preselections call is there only while the flag is on. */
  preselections: { ...menuRequirement('new-order'), flag: 'product-preselections' },
} as const satisfies Record<string, AccessRequirement>;
