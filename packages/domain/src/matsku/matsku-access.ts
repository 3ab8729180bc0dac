import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 'matsku': the shop (catalogue, basket, order) is for DC, the MU and SM staff and the representatives;
 * the product admin and the assortments for DC and MU users.
 */
export const MATSKU_ACCESS = {
  shop: menuRequirement('matsku'),
  productAdmin: menuRequirement('product-admin'),
} as const satisfies Record<string, AccessRequirement>;
