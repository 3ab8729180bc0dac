import type { ApprovalRequested, CartLine } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { approvalHold, approvalRequested } from './approval-holds';
import { OrderRequestsRepo } from './order-requests.repo';
import { openOrderRequest } from './order-request-filing';

/**
 * Issue 11: the company's approval rules applied at the order submit. An order meeting a rule that does not
 * name its orderer as an approver is not made: the cart becomes an order request (PENDING_APPROVAL) for the
 * approvers of the rules it meets, the same request an employee sends (e-mail to those approvers, decline,
 * mark as done, proceed to order). A rule that names no approver is approved by the company's approvers.
 * The order capture reaches it through its seam (`ordering/order-approval.ts`, wired in `order-approval-desk.ts`).
 */
export class OrderApprovals {
  constructor(private readonly jobs: JobRunner) {}

  async holdForApproval(
    tx: Database,
    access: CompanyAccess,
    cart: { code: string; version: number; lines: CartLine[]; monthlyCents: number; oneTimeCents: number },
    audit: AuditRecorder,
  ): Promise<ApprovalRequested | null> {
    const held = await approvalHold(tx, access, {
      monthlyCents: cart.monthlyCents,
      oneTimeCents: cart.oneTimeCents,
      orderType: 'NEW',
      productCodes: cart.lines.flatMap((line) => line.products.map((chosen) => chosen.productCode)),
    });
    if (!held) return null;
    const open = await new OrderRequestsRepo(tx).openCart(access.companyId, access.user.id, cart.code);
    if (!open) return null;
    const request = await openOrderRequest(
      tx,
      this.jobs,
      access,
      open,
      cart.version,
      audit,
      held.approverIds,
    );
    return approvalRequested(tx, access.companyId, request, held.approverIds);
  }
}
