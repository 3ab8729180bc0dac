import { randomUUID } from 'node:crypto';
import {
  analyticsItems,
  DEFAULT_CREDIT_LIMIT_CENTS,
  requiresManualCheck,
  type ApprovalRequested,
  type OrderSubmitResult,
} from '@kaista/domain/ordering';
import { ORDER_FULFILMENT_JOB, type OrderFulfilmentJob } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { apiError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import type { CartDetailsService } from './cart-details.service';
import { assertOrderable } from './cart-preorder-check';
import { CartsRepo } from './carts.repo';
import type { CartsService } from './carts.service';
import { commitmentOf } from './chosen-products';
import { AnalyticsRepo } from './analytics.repo';
import { billedOrderItems } from './billed-order-items';
import type { OrderApprovalDesk } from './order-approval';
import { ORDER_MAIL_JOB, orderMails } from './order-mails';
import { takeNumbers, takeStock } from './order-takes';
import { OrdersRepo } from './orders.repo';

/**
 * §4 submit: a complete cart becomes an order in one transaction with its stock taken and its numbers (the
 * reserved ones, and the next free one for a new number left open); the credit check decides whether it
 * waits for a manual check. The cart is then no longer the user's active cart. The cart's confirmation
 * contacts get the order confirmation by e-mail; a cart made from an order request completes that request and
 * tells its employee.
 */
export class OrderSubmitService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartsService,
    private readonly details: CartDetailsService,
    private readonly jobs: JobRunner,
    private readonly approvals: OrderApprovalDesk,
  ) {}

  /**
   * The order, or (issue 11) the order request the cart became when the company's approval rules hold the
   * order back; `audit` records that request.
   */
  async submit(
    access: CompanyAccess,
    uid: string,
    cartId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<OrderSubmitResult | ApprovalRequested> {
    const row = await this.carts.get(access, uid, cartId);
    if (row.lines.length === 0) throw apiError('ILLEGAL_STATE', 'Invalid cart state');
    const { result: check, cart, structures } = await this.details.checkRow(row, undefined, this.db);
    assertOrderable(check);
    const commitment = commitmentOf(row.lines, structures);
    const manualCheckRequired = requiresManualCheck(commitment, DEFAULT_CREDIT_LIMIT_CENTS);
    const submitted = await this.db.transaction(async (tx) => {
      // Issue 11: an order meeting one of the company's approval rules becomes a request to its approvers.
      const held = await this.approvals.holdForApproval(
        tx,
        access,
        {
          code: row.code,
          version: expected ?? row.version,
          lines: row.lines,
          monthlyCents: cart.totals.monthlyCents,
          oneTimeCents: cart.totals.oneTimeCents,
        },
        audit,
      );
      if (held) return { held, order: null, request: null };
      await new CartsRepo(tx).markSubmitted(row, expected ?? row.version);
      const orders = new OrdersRepo(tx);
      // The order's id and number come first, so that it can be written last: its insert locks the company's
      // kept order counts (and the stock take the devices' rows), rows every submit of the company shares.
      // Written last, a submit holds them for one round trip and its commit, not for the whole transaction,
      // and paced submits do not queue behind each other (bench `npm run submit`).
      const planned = {
        id: randomUUID(),
        companyId: row.companyId,
        orderNumber: await orders.nextOrderNumber(),
        status: manualCheckRequired ? 'HOLD' : 'SUBMITTED',
        oneTimeCents: cart.totals.oneTimeCents,
        monthlyCents: cart.totals.monthlyCents,
      };
      await takeNumbers(tx, row, structures);
      // After the numbers: a new number left open is now the one taken.
      const items = await billedOrderItems(tx, row, structures);
      const request = await orders.completeRequestOf(row.companyId, row.code, displayName(access.user));
      const mails = orderMails(cart.details.contacts, planned, items, request);
      // The order goes to fulfilment (the orders area's job) exactly when it is kept; the job, the mails and
      // the analytics event are written in the order's statement.
      const job: OrderFulfilmentJob = {
        companyId: planned.companyId,
        orderId: planned.id,
        status: planned.status,
      };
      const purchase = new AnalyticsRepo(tx).insertion({
        companyId: row.companyId,
        userId: row.userId,
        event: 'purchase',
        cartCode: row.code,
        items: analyticsItems(row.lines),
        orderNumber: planned.orderNumber,
      });
      const alongside = [
        this.jobs.insertion(ORDER_FULFILMENT_JOB, job, tx),
        ...mails.map((mail) => this.jobs.insertion(ORDER_MAIL_JOB, mail, tx)),
        ...(purchase ? [purchase] : []),
      ];
      // The shared rows last: the stock, then the order with its items.
      await takeStock(tx, row, structures);
      const created = await orders.insert(
        {
          ...planned,
          cartCode: row.code,
          userId: access.user.id,
          userName: displayName(access.user),
          actingUserId: access.operator?.id ?? null,
          orderType: 'NEW',
          manualCheckRequired,
          details: cart.details,
        },
        items,
        alongside,
      );
      return { held: null, order: created, request };
    });
    const { held, order, request } = submitted;
    if (held || !order) return held!;
    // Committed: the runner takes the fulfilment job now (woken inside the transaction, it would not see it).
    this.jobs.wakeUp();
    return {
      uid: order.id,
      orderNumber: String(order.orderNumber),
      manualCheckRequired,
      orderRequestNumber: request ? String(request.requestNumber) : null,
    };
  }
}
