import type { JobRunner } from './jobs/job-runner';
import type { OrderApprovalDesk } from './modules/ordering/order-approval';
import { OrderApprovals } from './modules/orders/order-approvals';

/**
 * Where the order capture's submit asks whether an order needs an approver (the seam of
 * `modules/ordering/order-approval.ts`): the orders area's approval rules, which turn a held-back cart into an
 * order request through the same flow as an employee's request.
 */
export const orderApprovalDesk = (jobs: JobRunner): OrderApprovalDesk => new OrderApprovals(jobs);
