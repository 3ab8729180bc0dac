import type { Payer } from '@kaista/domain/invoices';
import type { UserInfo } from '@kaista/domain/session';
import { PERMISSIONS } from '@kaista/domain/shared/roles';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { invoicingRoutes } from './invoicing-routes';

export const COMPANY = '100001';

export const MANAGER = auroraManagerWith(PERMISSIONS);
export const PAYER_READER = auroraManagerWith(['CustomerReadPayer']);
export const PAYER_WRITER = auroraManagerWith(['CustomerWritePayer']);

export const PAYER_ID = '00000000-0000-4070-8000-000000000001';
/** Aurora's billing agreement by e-mail, as the payer pages read it. */
export const payer: Payer = {
  id: PAYER_ID,
  number: '0007000001',
  name: 'Aurora Logistics Oy',
  invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
  deliveryMethod: 'EMAIL',
  email: 'laskut@aurora.example',
  eInvoiceAddress: null,
  eInvoiceOperator: null,
  contactName: null,
  address: null,
  reference: null,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  version: 3,
};

/** Renders the area's routes at a path below /{companyId}, signed in as the given user. */
export function renderInvoicing(path: string, user: UserInfo = MANAGER) {
  return renderRoutes([{ path: ':companyId', children: invoicingRoutes }], `/${COMPANY}/${path}`, { user });
}
