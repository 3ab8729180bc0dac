import type { OrderRequest } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { moveCartNumbers } from '../../db/number-register';
import { apiError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { closeOrderRequest, pendingRequest, type RequestChange } from './order-request-decisions';
import { toOneOrderRequest } from './order-requests-mapper';
import { OrderRequestsRepo, type OrderRequestRow } from './order-requests.repo';

/** Orders a bulk file's request as the approver who proceeds (the bulk orders' submit, in `tx`). */
export type BulkFileOrderer = (
  tx: Database,
  access: CompanyAccess,
  file: NonNullable<OrderRequestRow['bulkFile']>,
  audit: AuditRecorder,
) => Promise<{ orderId: string; orderNumber: string; cartCode: string }>;

export interface ProceededRequest {
  request: OrderRequest;
  cartCode: string;
  orderId?: string;
}

/**
 * §4 the approver proceeds to order: a cart's request is copied to the approver's own new cart and waits on
 * until that cart is submitted; a bulk file's request is ordered at once.
 */
export async function proceedWithOrderRequest(
  change: RequestChange,
  requestId: string,
  expected: number | undefined,
  orderBulkFile: BulkFileOrderer | null,
): Promise<ProceededRequest> {
  const { tx, access, audit } = change;
  const before = await pendingRequest(tx, access, requestId);
  if (before.bulkFile) return orderRequestedFile(change, before, before.bulkFile, expected, orderBulkFile);
  const repo = new OrderRequestsRepo(tx);
  const cartCode = await repo.copyToCart(access.companyId, access.user.id, before.lines);
  // The lines' numbers stay reserved, now for the cart their values live in.
  await moveCartNumbers(tx, access.companyId, before.cartCode ?? before.id, {
    code: cartCode,
    lapses: true,
  });
  // The request waits on: the submit of this cart completes it (and tells the employee).
  const row = await repo.update(before, expected, { cartCode });
  await audit('order-request.proceed', `#${row.requestNumber}: ${row.summary}`)(tx);
  return { request: await toOneOrderRequest(tx, access.companyId, row), cartCode };
}

/**
 * A bulk file's request is ordered at once by the approver (the file checked again now); the request is then
 * done, and the employee told.
 */
async function orderRequestedFile(
  change: RequestChange,
  before: OrderRequestRow,
  file: NonNullable<OrderRequestRow['bulkFile']>,
  expected: number | undefined,
  orderBulkFile: BulkFileOrderer | null,
): Promise<ProceededRequest> {
  if (!orderBulkFile) throw apiError('ILLEGAL_STATE', 'Bulk orders are not available.');
  const ordered = await orderBulkFile(change.tx, change.access, file, change.audit);
  const request = await closeOrderRequest(
    change,
    before,
    expected,
    { status: 'COMPLETED', cartCode: ordered.cartCode },
    { action: 'order-request.order', subject: `#${before.requestNumber} → ${ordered.orderNumber}` },
  );
  return { request, cartCode: ordered.cartCode, orderId: ordered.orderId };
}
