import { hasRole, type Rule } from './who-may-call-rules';

// §6 'matsku': the shop is for delivery coordinators, the MU and SM staff and the partner representatives.
const shops = hasRole('DCUser', 'DNAMUUSER', 'DNASMUSER', 'REPMAINUSER', 'REPENDUSER');
const shop = '/api/businesses/{id}/matsku';

/** The shop (matsku), the customer's side and the operator's. */
export const SHOP_CALLS: Record<string, Rule> = {
  [`GET ${shop}/catalogue/search`]: shops,
  [`GET ${shop}/catalogue/products/{productCode}`]: shops,
  [`GET ${shop}/stores`]: shops,
  [`GET ${shop}/cart`]: shops,
  [`POST ${shop}/cart/entries`]: shops,
  [`PUT ${shop}/cart/entries/{entryNumber}`]: shops,
  [`PATCH ${shop}/cart/entries/{entryNumber}`]: shops,
  [`DELETE ${shop}/cart/entries/{entryNumber}`]: shops,
  [`PUT ${shop}/cart/store`]: shops,
  [`PUT ${shop}/cart/endCustomerReference`]: shops,
  [`POST ${shop}/orders`]: shops,
  [`GET ${shop}/orders`]: shops,
  [`POST ${shop}/cart/reorder`]: shops,
  // §6 'productadmin, assortments': the operator's side of the shop is for DC and MU users.
  ...Object.fromEntries(
    [
      'GET /api/matsku/productmanagement/products',
      'GET /api/matsku/productmanagement/products/{productCode}',
      'PUT /api/matsku/productmanagement/products/{productCode}/status',
      'POST /api/matsku/productmanagement/products/{productCode}/synchronize',
      'PUT /api/matsku/productmanagement/products/{productCode}/stockbalance',
      'GET /api/matsku/productmanagement/assortments',
      'POST /api/matsku/productmanagement/assortments',
      'PUT /api/matsku/productmanagement/assortments/{assortmentId}',
    ].map((name) => [name, hasRole('DCUser', 'DNAMUUSER')]),
  ),
  // §6 'office supplies': the matsku roles, and only in the configured company (elsewhere the shop is 404).
  [`POST ${shop}/officesupplies/orders`]: shops,
};
