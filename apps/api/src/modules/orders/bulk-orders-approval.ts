import type { BulkCheck, BulkOrderAction } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { approvalHold } from './approval-holds';
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
  return approvalHold(tx, access, {
    monthlyCents: checked.monthlyCents,
    oneTimeCents: checked.oneTimeCents,
    orderType,
    productCodes: plan.rows.flatMap((planned) => (planned.product ? [planned.product.code] : [])),
  });
}
