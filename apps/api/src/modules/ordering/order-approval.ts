import type { ApprovalRequested, CartLine } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';

/** The cart about to be ordered, with the change-impact figures the approval rules are tested against. */
export interface CartForApproval {
  code: string;
  version: number;
  lines: CartLine[];
  monthlyCents: number;
  oneTimeCents: number;
}

/**
 * The seam to the orders area's approval rules (issue 11; chosen in `order-approval-desk.ts`, as API modules do
 * not import each other): when the company's rules hold the cart's order back, the cart becomes an order
 * request for the rules' approvers in the caller's transaction, and the answer names it; null when the order
 * may be made.
 */
export interface OrderApprovalDesk {
  holdForApproval(
    tx: Database,
    access: CompanyAccess,
    cart: CartForApproval,
    audit: AuditRecorder,
  ): Promise<ApprovalRequested | null>;
}
