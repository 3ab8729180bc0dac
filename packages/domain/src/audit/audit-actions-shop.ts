import type { AuditActionTexts } from './audit-action-texts';

/** The shop (matsku): its basket and orders and the operator's products and assortments. */
export const SHOP_ACTION_TEXTS = {
  'shop.cart': {
    fi: 'Muutti kaupan ostoskoria {{subject}}',
    en: 'Changed the shop basket {{subject}}',
    sv: 'Ändrade butikens varukorg {{subject}}',
  },
  'shop.order': {
    fi: 'Teki kauppatilauksen {{subject}}',
    en: 'Placed the shop order {{subject}}',
    sv: 'Lade butiksbeställningen {{subject}}',
  },
  'shop.office-supplies': {
    fi: 'Tilasi toimistotarvikkeita {{subject}}',
    en: 'Ordered office supplies {{subject}}',
    sv: 'Beställde kontorsmaterial {{subject}}',
  },
  'shop-product.status': {
    fi: 'Muutti kauppatuotteen tilaa: {{subject}}',
    en: "Changed a shop product's status: {{subject}}",
    sv: 'Ändrade en butiksprodukts status: {{subject}}',
  },
  'shop-product.sync': {
    fi: 'Synkronoi kauppatuotteen {{subject}}',
    en: 'Synchronised the shop product {{subject}}',
    sv: 'Synkroniserade butiksprodukten {{subject}}',
  },
  'shop-product.stock': {
    fi: 'Muutti varastosaldoa: {{subject}}',
    en: 'Changed a stock balance: {{subject}}',
    sv: 'Ändrade ett lagersaldo: {{subject}}',
  },
  'shop-assortment.create': {
    fi: 'Loi valikoiman {{subject}}',
    en: 'Created the assortment {{subject}}',
    sv: 'Skapade sortimentet {{subject}}',
  },
  'shop-assortment.update': {
    fi: 'Muutti valikoimaa: {{subject}}',
    en: 'Changed an assortment: {{subject}}',
    sv: 'Ändrade ett sortiment: {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const SHOP_AUDITED_ROUTES = {
  'POST /api/businesses/:id/matsku/cart/entries': 'shop.cart',
  'PUT /api/businesses/:id/matsku/cart/entries/:entryNumber': 'shop.cart',
  'PATCH /api/businesses/:id/matsku/cart/entries/:entryNumber': 'shop.cart',
  'DELETE /api/businesses/:id/matsku/cart/entries/:entryNumber': 'shop.cart',
  'PUT /api/businesses/:id/matsku/cart/store': 'shop.cart',
  'PUT /api/businesses/:id/matsku/cart/endCustomerReference': 'shop.cart',
  'POST /api/businesses/:id/matsku/orders': 'shop.order',
  'POST /api/businesses/:id/matsku/cart/reorder': 'shop.cart',
  'POST /api/businesses/:id/matsku/officesupplies/orders': 'shop.office-supplies',
  'PUT /api/matsku/productmanagement/products/:productCode/status': 'shop-product.status',
  'POST /api/matsku/productmanagement/products/:productCode/synchronize': 'shop-product.sync',
  'PUT /api/matsku/productmanagement/products/:productCode/stockbalance': 'shop-product.stock',
  'POST /api/matsku/productmanagement/assortments': 'shop-assortment.create',
  'PUT /api/matsku/productmanagement/assortments/:assortmentId': 'shop-assortment.update',
} as const satisfies Readonly<Record<string, keyof typeof SHOP_ACTION_TEXTS>>;
