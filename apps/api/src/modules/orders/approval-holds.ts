import { approvalConditionOf, approvalOf, type ApprovalFigures } from '@kaista/domain/orders';
import type { ApprovalRequested } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { ApprovalRulesRepo } from './approval-rules.repo';
import type { OrderRequestRow } from './order-requests.repo';

/**
 * Issue 11: the company's approval rules an order with these figures meets that do not name its orderer as an
 * approver, with their approvers (a rule that names none is approved by the company's approvers); null when
 * the order may be made. A cart's submit and a bulk file's submit both ask this.
 */
export async function approvalHold(tx: Database, access: CompanyAccess, figures: ApprovalFigures) {
  const repo = new ApprovalRulesRepo(tx);
  const rows = await repo.list(access.companyId);
  if (rows.length === 0) return null;
  const everyApprover = rows.some((row) => row.approverIds.length === 0)
    ? (await repo.approvers(access.companyId)).map((approver) => approver.id)
    : [];
  const rules = rows.map((row) => ({
    condition: approvalConditionOf(row),
    approverIds: row.approverIds.length > 0 ? row.approverIds : everyApprover,
  }));
  return approvalOf(rules, figures, access.user.id);
}

/** The orderer's answer when the order became a request: which request, and who it waits for. */
export async function approvalRequested(
  tx: Database,
  companyId: string,
  request: OrderRequestRow,
  approverIds: readonly string[],
): Promise<ApprovalRequested> {
  const approvers = await new ApprovalRulesRepo(tx).approvers(companyId, approverIds);
  return {
    approvalRequired: true,
    orderRequestId: request.id,
    orderRequestNumber: String(request.requestNumber),
    approverNames: approvers.map((approver) => approver.name),
  };
}
