import type { OfficeSuppliesOrder, OfficeSuppliesOrderInput } from '@kaista/domain/matsku';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopOfficeSupplyOrderLines, shopOfficeSupplyOrders } from '../../db/schema';
import { notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';

/**
 * §6, §7 office supplies: one configured company orders them for its stores. In any other company there is
 * no such shop (404). The order and its lines are written in one transaction.
 */
export class OfficeSuppliesService {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  /** `audit` writes the order's audit row in the order's own transaction, whoever places it. */
  submit(
    actor: CompanyAccess,
    input: OfficeSuppliesOrderInput,
    audit: (tx: Database, subject: string) => Promise<void>,
  ): Promise<OfficeSuppliesOrder> {
    if (actor.companyId !== this.companyId) throw notFound('Office supplies');
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(shopOfficeSupplyOrders)
        .values({
          companyId: actor.companyId,
          orderNumber: sql`'T' || nextval('shop_order_number_seq')`,
          userId: actor.user.id,
          storeNumber: input.storeNumber,
          postNumber: input.postNumber,
          city: input.city,
          email: input.email,
        })
        .returning();
      if (!order) throw new Error('office supplies order not stored');
      await tx.insert(shopOfficeSupplyOrderLines).values(
        input.lines.map((line, index) => ({
          companyId: actor.companyId,
          orderId: order.id,
          lineNumber: index + 1,
          item: line.item,
          quantity: line.quantity,
        })),
      );
      const lines = input.lines.map((line) => `${line.item} ${line.quantity}`).join(', ');
      await audit(
        tx,
        `${order.orderNumber}: ${order.storeNumber}, ${order.postNumber} ${order.city}, ${order.email}; ${lines}`,
      );
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        storeNumber: order.storeNumber,
        postNumber: order.postNumber,
        city: order.city,
        email: order.email,
        lines: input.lines,
        totalItems: input.lines.reduce((sum, line) => sum + line.quantity, 0),
        createdAt: order.createdAt.toISOString(),
      };
    });
  }
}
