import type { AuditActionKey } from '@kaista/domain/audit';
import type { OrderRequest } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { releaseCartNumbers } from '../../db/number-releases';
import type { JobRunner } from '../../jobs/job-runner';
import { apiError, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import { decisionMail, queueOrderRequestMails } from './order-request-mails';
import { toOneOrderRequest } from './order-requests-mapper';
import { OrderRequestsRepo, type OrderRequestRow } from './order-requests.repo';

/** An approver's change to a request: made in `tx`, audited with `audit`, its mails queued with `jobs`. */
export interface RequestChange {
  tx: Database;
  jobs: JobRunner;
  access: CompanyAccess;
  audit: AuditRecorder;
}

/** The request, still waiting and for this approver to decide. */
export async function pendingRequest(
  tx: Database,
  access: CompanyAccess,
  requestId: string,
): Promise<OrderRequestRow> {
  const row = await new OrderRequestsRepo(tx).find(access.companyId, requestId);
  if (!row) throw notFound('Order request');
  if (row.status !== 'PENDING_APPROVAL') throw apiError('ILLEGAL_STATE', 'The request is already decided.');
  // Issue 11: a request the approval rules made is decided by the approvers those rules name.
  if (row.approverIds && row.approverIds.length > 0 && !row.approverIds.includes(access.user.id))
    throw apiError('FAIL_NOT_ALLOWED', 'The approval rules name other approvers for this request.');
  return row;
}

/**
 * The request decided by the approver (declined, done, or ordered from its bulk file) if it is still the
 * version read (If-Match, 412): audited with the subject given, and its requester told by e-mail.
 */
export async function closeOrderRequest(
  { tx, jobs, access, audit }: RequestChange,
  before: OrderRequestRow,
  expected: number | undefined,
  decision: Pick<OrderRequestRow, 'status'> & Partial<Pick<OrderRequestRow, 'reason' | 'cartCode'>>,
  audited: { action: AuditActionKey; subject: string },
): Promise<OrderRequest> {
  const row = await new OrderRequestsRepo(tx).update(before, expected, {
    ...decision,
    decidedByName: displayName(access.user),
    decidedAt: new Date(),
  });
  await audit(audited.action, audited.subject)(tx);
  await queueOrderRequestMails(jobs, tx, [decisionMail(row)]);
  return toOneOrderRequest(tx, access.companyId, row);
}

/** §4 the approver declines the request (`reason` given) or marks it done without an order. */
export async function decideOrderRequest(
  change: RequestChange,
  requestId: string,
  status: 'COMPLETED' | 'REJECTED',
  reason: string | null,
  expected: number | undefined,
): Promise<OrderRequest> {
  const before = await pendingRequest(change.tx, change.access, requestId);
  // Declined or done without an order: the numbers the request holds are free again (decision 011). Once
  // proceeded, the approver's cart holds them, and keeps or releases them as carts do.
  if (!before.cartCode) await releaseCartNumbers(change.tx, change.access.companyId, before.id);
  return closeOrderRequest(
    change,
    before,
    expected,
    { status, reason },
    {
      action: status === 'REJECTED' ? 'order-request.decline' : 'order-request.done',
      subject: `#${before.requestNumber}: PENDING_APPROVAL → ${status}${reason ? ` (${reason})` : ''}`,
    },
  );
}
