import type { Order, OrderListQuery, OrderPage, OrderSearchAnswer } from '@kaista/domain/orders';
import { SERVICE_ACTION_CHARACTERISTIC } from '@kaista/domain/services';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../http-errors';
import { ownUser } from '../../plugins/session/own-user';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toOrder, toOrderSummary } from './orders-mapper';
import { OrderListRepo } from './order-list.repo';
import { OrdersRepo } from './orders.repo';

/**
 * §7 /orders under /users/{uid}: the caller's own uid (another uid is as unknown as another company's), the
 * company's orders. Another company's order is reported exactly like a missing one.
 */
export class OrdersService {
  private readonly repo: OrdersRepo;
  private readonly listRepo: OrderListRepo;

  constructor(private readonly db: Database) {
    this.repo = new OrdersRepo(db);
    this.listRepo = new OrderListRepo(db);
  }

  async list(access: CompanyAccess, uid: string, query: OrderListQuery): Promise<OrderPage> {
    ownUser(access, uid);
    const page = await this.listRepo.list(access.companyId, query);
    return { ...page, items: page.items.map(toOrderSummary) };
  }

  async search(access: CompanyAccess, q: string): Promise<OrderSearchAnswer> {
    return { hits: (await this.listRepo.search(access.companyId, q)).map(toOrderSummary) };
  }

  async get(access: CompanyAccess, uid: string, orderId: string): Promise<Order> {
    ownUser(access, uid);
    const row = await this.repo.find(access.companyId, orderId);
    if (!row) throw notFound('Order');
    const items = await this.repo.items(row.companyId, row.id);
    // The cart's details as submitted (payer, delivery info); older orders fall back to the company's. An
    // order a service action made (a termination, a repair) records no delivery, and is not given one.
    const { payer: chosenPayer, deliveryInfo } = row.details;
    const delivers = !items.some((item) => item.characteristics[SERVICE_ACTION_CHARACTERISTIC]);
    const payerId =
      chosenPayer?.uid ??
      items.find((item) => item.characteristics.payerAccountId)?.characteristics.payerAccountId;
    const [events, headOffice, payer, actingUserName] = await Promise.all([
      this.repo.events(row.companyId, row.id),
      deliveryInfo || !delivers ? null : this.repo.headOffice(row.companyId),
      chosenPayer
        ? { id: chosenPayer.uid, number: chosenPayer.number, name: chosenPayer.name }
        : this.repo.payer(row.companyId, payerId),
      this.actingUserName(row.actingUserId),
    ]);
    const delivery = deliveryInfo
      ? {
          name: deliveryInfo.recipient,
          street: deliveryInfo.street,
          postalNumber: deliveryInfo.postalNumber,
          city: deliveryInfo.city,
        }
      : headOffice;
    return toOrder(row, { actingUserName, items, events, delivery, payer });
  }

  private async actingUserName(userId: string | null): Promise<string | null> {
    if (!userId) return null;
    const [user] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return user ? `${user.firstName} ${user.lastName}` : null;
  }
}
