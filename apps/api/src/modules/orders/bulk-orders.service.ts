import type { BulkCheck, BulkSubmit } from '@kaista/domain/orders';
import type { ApprovalRequested } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { ownUser } from '../../plugins/session/own-user';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { approvalRequested } from './approval-holds';
import type { BulkOrderTable } from './bulk-order-file';
import { bulkApprovalNeeded } from './bulk-orders-approval';
import { bulkCheckOf, planBulkOrder } from './bulk-orders-plan';
import type { BulkOrdersPlacementService } from './bulk-orders-placement.service';
import { fileOrderRequest } from './order-request-filing';

/**
 * Bulk orders (issue 11): a file of new subscriptions or package changes, checked row by row with the domain's
 * rules and the company's own data (its catalogue, number range, services, cost centres and billing agreements),
 * then made one order with a line per row: the same fulfilment as any order, the same approval rules, and an
 * order confirmation to the orderer.
 */
export class BulkOrdersService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobRunner,
    private readonly placement: BulkOrdersPlacementService,
  ) {}

  async check(access: CompanyAccess, uid: string, file: BulkOrderTable): Promise<BulkCheck> {
    ownUser(access, uid);
    return bulkCheckOf(file.fileName, await planBulkOrder(this.db, access.companyId, file));
  }

  /**
   * The file becomes one order, or, when the order meets an approval rule that does not name the orderer, an
   * order request to the rule's approvers holding the file (issue 11): proceeding with it orders the file.
   */
  async submit(
    access: CompanyAccess,
    uid: string,
    file: BulkOrderTable,
    audit: AuditRecorder,
  ): Promise<BulkSubmit | ApprovalRequested> {
    ownUser(access, uid);
    return this.db.transaction(async (tx) => {
      const checkedPlan = await this.placement.checkedPlan(tx, access, file);
      const { plan, checked, orderType } = checkedPlan;
      const held = await bulkApprovalNeeded(tx, access, orderType, plan, checked);
      if (!held) {
        const { cartCode: _cartCode, ...made } = await this.placement.makeOrder(
          tx,
          access,
          checkedPlan,
          audit,
        );
        return made;
      }
      const request = await fileOrderRequest(
        tx,
        this.jobs,
        access,
        {
          lines: [],
          summary: `${file.fileName}: ${plan.rows.length} × ${orderType === 'NEW' ? 'NEW' : 'CHANGE'}`,
          oneTimeCents: checked.oneTimeCents,
          monthlyCents: checked.monthlyCents,
          bulkFile: { fileName: file.fileName, sha256: file.sha256, table: file.table },
        },
        audit,
        held.approverIds,
      );
      return approvalRequested(tx, access.companyId, request, held.approverIds);
    });
  }
}
