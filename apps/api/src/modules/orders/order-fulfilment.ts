import { and, eq, sql } from 'drizzle-orm';
import {
  ORDER_FULFILMENT_JOB,
  nextFulfilmentStatus,
  type OrderFulfilmentJob,
  type OrderReason,
} from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { releaseOrderNumbers } from '../../db/number-releases';
import { orderFulfilment } from '../../db/schema';
import { retryDelayMs } from '../../jobs/job-queue';
import type { JobRunner } from '../../jobs/job-runner';
import type { OrderInventory } from './order-inventory';
import { OrderStatusRepo } from './order-status.repo';
import { OrdersRepo, type OrderRow } from './orders.repo';

/** A step that failed this many times in a row moves the order to ERRORED with the last error. */
export const FULFILMENT_MAX_ATTEMPTS = 5;

function jobOf(payload: unknown): OrderFulfilmentJob {
  const job = payload as Partial<OrderFulfilmentJob> | null;
  if (
    !job ||
    typeof job.companyId !== 'string' ||
    typeof job.orderId !== 'string' ||
    typeof job.status !== 'string'
  )
    throw new Error('An order fulfilment job names no order.');
  return { companyId: job.companyId, orderId: job.orderId, status: job.status };
}

const jobFor = (order: OrderRow, status: string): OrderFulfilmentJob => ({
  companyId: order.companyId,
  orderId: order.id,
  status,
});

/**
 * The built-in fulfilment integration: moves each submitted order along the §4 path (SUBMITTED, VALIDATED,
 * INPROGRESS, COMPLETED), one queued job per step, `stepMs` apart. Every step runs in one transaction that
 * holds the order's row lock and first checks the order is still in the status the job expects, so a step
 * repeated after a crash or a restart changes nothing; completion applies the order to the services
 * inventory in that same transaction, so it happens once. A failing step is retried (a new job, a growing
 * wait) and after FULFILMENT_MAX_ATTEMPTS the order goes to ERRORED with the error as its reason. An order
 * that goes to ERRORED made no service, so the numbers it took go back to their range in the same transaction.
 */
export class OrderFulfilment {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobRunner,
    private readonly inventory: OrderInventory,
    private readonly stepMs: number,
  ) {}

  register(): void {
    this.jobs.handle(ORDER_FULFILMENT_JOB, (payload) => this.step(payload));
  }

  async step(payload: unknown): Promise<void> {
    const job = jobOf(payload);
    try {
      await this.db.transaction(async (tx) => this.advance(tx, job));
    } catch (error) {
      await this.failed(job, error instanceof Error ? error.message : String(error));
    }
  }

  private async advance(tx: Database, job: OrderFulfilmentJob): Promise<void> {
    const repo = new OrderStatusRepo(tx);
    const order = await repo.findForStep(job.companyId, job.orderId);
    if (!order || order.status !== job.status) return;
    if (!order.begun) {
      // The order system has the order: its timeline starts at the submit, and the first step comes later.
      await repo.addEvent(
        order.companyId,
        order.id,
        { status: order.status, at: order.createdAt },
        this.nextStep(tx, order, order.status),
      );
      return;
    }
    const next = nextFulfilmentStatus(order.status);
    if (!next) return;
    let status: string = next;
    let reason: OrderReason | null = null;
    if (next === 'COMPLETED') {
      const outcome = await this.inventory.applyCompletedOrder(tx, {
        companyId: order.companyId,
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderType: order.orderType,
        userId: order.userId,
        billing: {
          payerId: order.details.payer?.uid ?? null,
          costPoolId: order.details.payer?.costCentre?.id ?? null,
        },
        items: await new OrdersRepo(tx).items(order.companyId, order.id),
      });
      if (!outcome.applied) {
        status = 'ERRORED';
        reason = outcome.reason;
        await releaseOrderNumbers(tx, order.companyId, order.cartCode);
      }
    }
    const fulfilment = tx
      .insert(orderFulfilment)
      .values({ companyId: order.companyId, orderId: order.id, status, attempts: 0 })
      .onConflictDoUpdate({
        target: [orderFulfilment.companyId, orderFulfilment.orderId],
        set: { status, attempts: 0, lastError: null },
      });
    // One statement, the step's last: the status change updates the company's kept order counts (decision
    // 015), rows that every submit and step of the company shares, so they are held for one round trip and
    // the commit; the event, the fulfilment row and the next step's job go with it.
    await repo.setStatus(order.companyId, order.id, status, [
      repo.eventInsertion(order.companyId, order.id, { status, reason }),
      fulfilment,
      ...this.nextStep(tx, order, status),
    ]);
  }

  /** The job of the step after `status`, unsent, to go in the step's statement; none after the last. */
  private nextStep(tx: Database, order: OrderRow, status: string) {
    if (!nextFulfilmentStatus(status)) return [];
    return [this.jobs.insertion(ORDER_FULFILMENT_JOB, jobFor(order, status), tx, this.stepMs)];
  }

  /** Counts the failed attempt at this step; queues a retry, or after the last one moves the order to ERRORED. */
  private async failed(job: OrderFulfilmentJob, error: string): Promise<void> {
    const message = error.slice(0, 500);
    await this.db.transaction(async (tx) => {
      const order = await new OrdersRepo(tx).find(job.companyId, job.orderId, true);
      if (!order || order.status !== job.status) return;
      const [row] = await tx
        .insert(orderFulfilment)
        .values({
          companyId: order.companyId,
          orderId: order.id,
          status: order.status,
          attempts: 1,
          lastError: message,
        })
        .onConflictDoUpdate({
          target: [orderFulfilment.companyId, orderFulfilment.orderId],
          set: {
            attempts: sql`case when ${orderFulfilment.status} = ${order.status} then ${orderFulfilment.attempts} + 1 else 1 end`,
            status: order.status,
            lastError: message,
          },
        })
        .returning({ attempts: orderFulfilment.attempts });
      const attempts = row?.attempts ?? 1;
      if (attempts < FULFILMENT_MAX_ATTEMPTS) {
        await this.queue(tx, order, order.status, Math.min(retryDelayMs(attempts), this.stepMs));
        return;
      }
      await releaseOrderNumbers(tx, order.companyId, order.cartCode);
      const repo = new OrderStatusRepo(tx);
      await repo.setStatus(order.companyId, order.id, 'ERRORED');
      await repo.addEvent(order.companyId, order.id, { status: 'ERRORED', reason: message });
    });
  }

  private async queue(tx: Database, order: OrderRow, status: string, delayMs: number): Promise<void> {
    await this.jobs.enqueue(ORDER_FULFILMENT_JOB, jobFor(order, status), tx, delayMs);
  }

  /** The attempts at the order's current step, for tests and the detail's reason. */
  async attempts(companyId: string, orderId: string): Promise<number> {
    const [row] = await this.db
      .select({ attempts: orderFulfilment.attempts })
      .from(orderFulfilment)
      .where(and(eq(orderFulfilment.companyId, companyId), eq(orderFulfilment.orderId, orderId)));
    return row?.attempts ?? 0;
  }
}
