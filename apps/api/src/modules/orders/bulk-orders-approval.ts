import { approvalConditionOf, approvalOf, type BulkCheck, type BulkOrderAction } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { ApprovalRulesRepo } from './approval-rules.repo';
import type { Plan } from './bulk-orders-plan';

/**
 * Issue 11: the approval rules a bulk order meets that do not name its orderer, with their approvers; null
 * when the order may be made.
 */
export async function bulkApprovalNeeded(
  tx: Database,
  access: CompanyAccess,
  orderType: BulkOrderAction,
  plan: Plan,
  checked: BulkCheck,
) {
  const repo = new ApprovalRulesRepo(tx);
  const rows = await repo.list(access.companyId);
  if (rows.length === 0) return null;
  const everyApprover = (await repo.approvers(access.companyId)).map((approver) => approver.id);
  return approvalOf(
    rows.map((row) => ({
      condition: approvalConditionOf(row),
      approverIds: row.approverIds.length > 0 ? row.approverIds : everyApprover,
    })),
    {
      monthlyCents: checked.monthlyCents,
      oneTimeCents: checked.oneTimeCents,
      orderType,
      productCodes: plan.rows.flatMap((planned) => (planned.product ? [planned.product.code] : [])),
    },
    access.user.id,
  );
}
