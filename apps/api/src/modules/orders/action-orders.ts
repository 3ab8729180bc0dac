import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  ORDER_FULFILMENT_JOB,
  type ActionOrder,
  type OrderFulfilmentJob,
  type OrderType,
  type PlacedActionOrder,
} from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { OrderStatusRepo } from './order-status.repo';

/**
 * Orders made by an action rather than from a cart, written in the action's own transaction so that the
 * action and its order are kept together: they show in /orders with their §4 type and status timeline. The
 * platform's wiring (`apps/api/src/order-inventory.ts`) hands this to the services area.
 */
export class ActionOrders {
  constructor(private readonly jobs: JobRunner) {}

  async place(tx: Database, order: ActionOrder): Promise<PlacedActionOrder> {
    const [created] = await tx
      .insert(orders)
      .values({
        companyId: order.companyId,
        // Not from a cart: a code of its own keeps the one-order-per-cart index meaningful.
        cartCode: randomUUID(),
        userId: order.userId,
        userName: order.userName,
        actingUserId: order.actingUserId,
        status: order.status,
        orderType: order.orderType,
        manualCheckRequired: false,
        oneTimeCents: 0,
        monthlyCents: order.items.reduce((sum, item) => sum + item.monthlyCents, 0),
      })
      .returning();
    const row = created!;
    if (order.items.length > 0)
      await tx.insert(orderItems).values(
        order.items.map((item, index) => ({
          ...item,
          companyId: row.companyId,
          orderId: row.id,
          itemNo: index + 1,
          orderlineBundleNo: 1,
          bundleNo: 1,
          oneTimeCents: 0,
        })),
      );
    if (order.status === 'SUBMITTED') {
      // The fulfilment starts the timeline at the submit and completes the order step by step.
      const job: OrderFulfilmentJob = { companyId: row.companyId, orderId: row.id, status: row.status };
      await this.jobs.enqueue(ORDER_FULFILMENT_JOB, job, tx);
    } else {
      const repo = new OrderStatusRepo(tx);
      await repo.addEvent(row.companyId, row.id, { status: 'SUBMITTED', at: row.createdAt });
      await repo.addEvent(row.companyId, row.id, { status: order.status, at: row.createdAt });
    }
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      orderType: row.orderType,
      status: row.status,
      createdAt: row.createdAt,
    };
  }

  /**
   * The SCHEDULED orders of a type whose items name `characteristic` = `value` are COMPLETED (a scheduled
   * termination has taken effect).
   */
  async completeScheduled(
    tx: Database,
    companyId: string,
    orderType: OrderType,
    characteristic: string,
    value: string,
  ): Promise<void> {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, companyId),
          eq(orders.status, 'SCHEDULED'),
          eq(orders.orderType, orderType),
          sql`exists (select 1 from ${orderItems} where ${orderItems.companyId} = ${orders.companyId}
            and ${orderItems.orderId} = ${orders.id}
            and ${orderItems.characteristics} ->> ${characteristic} = ${value})`,
        ),
      )
      .for('update');
    const repo = new OrderStatusRepo(tx);
    for (const { id } of due) {
      await repo.setStatus(companyId, id, 'COMPLETED');
      await repo.addEvent(companyId, id, { status: 'COMPLETED' });
    }
  }
}
