import type { Cart, CartDetails } from '@kaista/domain/ordering';
import type { CostPool, Payer } from '@kaista/domain/invoices';
import { testUser } from '../../test/test-users';

export const AURORA = '100001';
export const CART_CODE = 'c0ffee00-0000-4000-8000-00000000000a';
export const PAYER_ID = '00000000-0000-4000-8070-000000000001';
export const POOL_ID = '00000000-0000-4000-8071-000000000002';

/** A company user who may order (§6 new order: FECompositeWriteOrder) and read the billing agreements. */
export const ORDERER = testUser(
  [],
  [
    {
      uid: AURORA,
      roles: ['ServiceManagerUser'],
      permissions: ['FECompositeWriteOrder', 'CustomerReadPayer', 'CustomerReadCostCenter'],
    },
  ],
);

export const NO_DETAILS: CartDetails = { payer: null, deliveryInfo: null, endUser: null, contacts: [] };

/** A cart with one phone (shipped, so the order needs a delivery address), in the contract's shape. */
export function phoneCart(version = 1, details: Partial<CartDetails> = {}): Cart {
  const price = {
    valueCents: 96900,
    currencyIso: 'EUR' as const,
    billingType: 'ONE_TIME' as const,
    unit: 'ONE' as const,
    termPeriod: null,
  };
  return {
    code: CART_CODE,
    channel: 'B2B',
    active: true,
    version,
    totalItems: 1,
    lines: [
      {
        orderlineBundleNo: 1,
        rootBundleTemplateId: 'DEVICE',
        name: 'Laite',
        quantity: 1,
        products: [
          {
            code: 'IPHONE_16_128',
            name: 'iPhone 16 128 Gt',
            offeringType: 'DEVICE',
            bundleTemplateId: 'DEVICE_MAIN',
            prices: [price],
          },
        ],
        selections: [{ bundleNo: 2, characteristics: [] }],
        totals: { oneTimeCents: 96900, monthlyCents: 0 },
      },
    ],
    totals: { oneTimeCents: 96900, monthlyCents: 0 },
    issues: [],
    details: { ...NO_DETAILS, ...details },
    needsDelivery: true,
  };
}

export const payer = (id: string, name: string, number: string): Payer => ({
  id,
  number,
  name,
  invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
  deliveryMethod: 'EMAIL',
  email: 'laskut@aurora.example',
  eInvoiceAddress: null,
  eInvoiceOperator: null,
  contactName: null,
  address: null,
  reference: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

export const pool = (id: string, name: string): CostPool => ({
  id,
  name,
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

export const page = <T>(items: T[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 100,
});
