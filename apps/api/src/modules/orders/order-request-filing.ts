import type { Database } from '../../db/client';
import { moveCartNumbers } from '../../db/number-register';
import type { JobRunner } from '../../jobs/job-runner';
import { apiError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import { awaitingApprovalMail, queueOrderRequestMails } from './order-request-mails';
import { OrderRequestsRepo, type CartRow, type OrderRequestRow } from './order-requests.repo';

/**
 * §4 a cart becomes an order request (PENDING_APPROVAL) in the caller's transaction: its lines are copied with
 * a summary and the catalogue's totals, the cart leaves the user's open carts (If-Match), the request is
 * audited and its approvers are told by e-mail: `approverIds` when approval rules named them (issue 11),
 * else every approver of the company. The numbers the cart reserved are the request's until it is decided
 * (freed) or proceeded with (the approver's cart's).
 */
export async function openOrderRequest(
  tx: Database,
  jobs: JobRunner,
  access: CompanyAccess,
  cart: CartRow,
  expected: number | undefined,
  audit: AuditRecorder,
  approverIds: readonly string[] | null,
): Promise<OrderRequestRow> {
  const repo = new OrderRequestsRepo(tx);
  if (cart.lines.length === 0) throw apiError('ILLEGAL_STATE', 'Invalid cart state');
  const codes = cart.lines.flatMap((line) => line.products.map((product) => product.productCode));
  const products = new Map((await repo.products(codes)).map((product) => [product.code, product]));
  let oneTimeCents = 0;
  let monthlyCents = 0;
  const parts: string[] = [];
  for (const line of cart.lines) {
    const quantity = line.selections.length;
    for (const chosen of line.products) {
      const product = products.get(chosen.productCode);
      oneTimeCents += (product?.oneTimeCents ?? 0) * quantity;
      monthlyCents += (product?.monthlyCents ?? 0) * quantity;
    }
    const main = products.get(line.products[0]?.productCode ?? '');
    parts.push(`${quantity} × ${main?.name ?? line.rootBundleTemplateId}`);
  }
  await repo.closeCart(cart, expected);
  const request = await fileOrderRequest(
    tx,
    jobs,
    access,
    { lines: cart.lines, summary: parts.join(', '), oneTimeCents, monthlyCents, bulkFile: null },
    audit,
    approverIds,
  );
  // The numbers the cart reserved stay reserved while the request waits, held by the request (its id).
  await moveCartNumbers(tx, access.companyId, cart.code, { code: request.id, lapses: false });
  return request;
}

/** What a request asks for: a cart's lines, or a bulk order file (issue 11) with no cart lines. */
export interface RequestedOrder {
  lines: CartRow['lines'];
  summary: string;
  oneTimeCents: number;
  monthlyCents: number;
  bulkFile: OrderRequestRow['bulkFile'];
}

/**
 * The request is made (PENDING_APPROVAL) in the caller's transaction, audited, and its approvers are told by
 * e-mail: `approverIds` when approval rules named them, else every approver of the company.
 */
export async function fileOrderRequest(
  tx: Database,
  jobs: JobRunner,
  access: CompanyAccess,
  requested: RequestedOrder,
  audit: AuditRecorder,
  approverIds: readonly string[] | null,
): Promise<OrderRequestRow> {
  const repo = new OrderRequestsRepo(tx);
  const row = await repo.insert({
    companyId: access.companyId,
    requesterId: access.user.id,
    requesterName: displayName(access.user),
    requesterEmail: access.user.email,
    lines: requested.lines,
    summary: requested.summary.slice(0, 500),
    oneTimeCents: requested.oneTimeCents,
    monthlyCents: requested.monthlyCents,
    bulkFile: requested.bulkFile,
    approverIds: approverIds ? [...approverIds] : null,
  });
  await audit('order-request.create', `#${row.requestNumber}: ${row.summary}`)(tx);
  const approvers = await repo.approverEmails(access.companyId, approverIds);
  await queueOrderRequestMails(
    jobs,
    tx,
    approvers.map((to) => awaitingApprovalMail(to, row, access.companyId)),
  );
  return row;
}
