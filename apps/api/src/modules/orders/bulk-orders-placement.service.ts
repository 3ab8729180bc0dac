import { createHash } from 'node:crypto';
import {
  ORDER_FULFILMENT_JOB,
  type BulkCheck,
  type BulkOrderAction,
  type BulkSubmit,
  type OrderFulfilmentJob,
} from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { apiError, badRequest } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import type { BulkOrderTable } from './bulk-order-file';
import { BulkOrdersRepo } from './bulk-orders.repo';
import { bulkOrderConfirmation } from './bulk-orders-confirmation';
import { bulkOrderItems } from './bulk-orders-lines';
import { bulkCheckOf, planBulkOrder, type Plan } from './bulk-orders-plan';
import { ORDER_REQUEST_MAIL_JOB } from './order-request-mails';

/** A file that passed the check, ready to be made an order under its own cart code. */
export interface CheckedBulkPlan {
  plan: Plan;
  checked: BulkCheck;
  orderType: BulkOrderAction;
  cartCode: string;
}

/**
 * A file's one order gets a cart code of its own made from the company, the orderer and the file's content, so
 * the one-order-per-cart index refuses the same file ordered twice (a double click, a retry after a lost answer).
 */
function cartCodeOf(companyId: string, userId: string, sha256: string): string {
  const hex = createHash('sha256').update(`bulk-order:${companyId}:${userId}:${sha256}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A bulk order file made one order with a line per row: the same fulfilment as any order and an order
 * confirmation to the orderer, all in the caller's transaction.
 */
export class BulkOrdersPlacementService {
  constructor(private readonly jobs: JobRunner) {}

  /** The file checked as the dry run checks it; any problem refuses it (400). */
  async checkedPlan(tx: Database, access: CompanyAccess, file: BulkOrderTable): Promise<CheckedBulkPlan> {
    const companyId = access.companyId;
    const cartCode = cartCodeOf(companyId, access.user.id, file.sha256);
    const earlier = await new BulkOrdersRepo(tx).orderOfCart(companyId, cartCode);
    if (earlier)
      throw apiError('ILLEGAL_STATE', `This file was already ordered as order ${earlier.orderNumber}.`);
    const plan = await planBulkOrder(tx, companyId, file);
    const checked = bulkCheckOf(file.fileName, plan);
    if (checked.fileErrors.length > 0 || checked.errorRows > 0 || !plan.orderType)
      throw badRequest(
        `The file has problems on ${checked.errorRows} rows: check it first and correct them.`,
        {
          file: checked.fileErrors[0]?.key ?? 'orders.bulk.error.rows',
        },
      );
    return { plan, checked, orderType: plan.orderType, cartCode };
  }

  /**
   * The file made one order by the caller in `tx`: a submit that needs no approval, or an approver proceeding
   * with a request that holds the file (checked again, as the company's data may have changed since).
   */
  async orderFile(
    tx: Database,
    access: CompanyAccess,
    file: Pick<BulkOrderTable, 'fileName' | 'sha256' | 'table'>,
    audit: AuditRecorder,
  ): Promise<BulkSubmit & { cartCode: string }> {
    return this.makeOrder(
      tx,
      access,
      await this.checkedPlan(tx, access, { ...file, unreadable: false }),
      audit,
    );
  }

  async makeOrder(
    tx: Database,
    access: CompanyAccess,
    { plan, checked, orderType, cartCode }: CheckedBulkPlan,
    audit: AuditRecorder,
  ): Promise<BulkSubmit & { cartCode: string }> {
    const companyId = access.companyId;
    const repo = new BulkOrdersRepo(tx);
    const items = await bulkOrderItems(tx, companyId, cartCode, orderType, plan.rows);
    const order = await repo.insert(
      {
        companyId,
        cartCode,
        userId: access.user.id,
        userName: displayName(access.user),
        actingUserId: access.operator?.id ?? null,
        status: 'SUBMITTED',
        orderType,
        manualCheckRequired: false,
        oneTimeCents: checked.oneTimeCents,
        monthlyCents: checked.monthlyCents,
      },
      items,
    );
    const job: OrderFulfilmentJob = { companyId, orderId: order.id, status: order.status };
    await this.jobs.enqueue(ORDER_FULFILMENT_JOB, job, tx);
    await this.jobs.enqueue(ORDER_REQUEST_MAIL_JOB, bulkOrderConfirmation(access, order, plan), tx);
    await audit('order.bulk-submit', `#${order.orderNumber} (LINES: ${plan.rows.length})`)(tx);
    return {
      orderId: order.id,
      orderNumber: String(order.orderNumber),
      orderType,
      lines: plan.rows.length,
      cartCode,
    };
  }
}
