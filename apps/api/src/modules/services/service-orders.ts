import {
  SERVICE_ACTION_CHARACTERISTIC,
  SERVICE_ACTION_ORDER_TYPES,
  TARGET_SUBSCRIPTION,
} from '@kaista/domain/services';
import type { ActionOrder, OrderType, PlacedActionOrder } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { displayName } from '../../plugins/session/display-name';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { ServiceRow } from './service-rows';

/**
 * THE SEAM from services to orders: every state-changing service action records an order of its §4 type
 * in the action's own transaction (`tx`), so it shows in /orders and the service's order history. A
 * SUBMITTED order (a package change) goes to fulfilment, whose completion applies it back to the service
 * through `order-inventory.ts`. Supplied by the app's wiring (`apps/api/src/order-inventory.ts`: the orders
 * area's `ActionOrders`), since API modules do not import each other.
 */
export interface ServiceOrderDesk {
  place(tx: Database, order: ActionOrder): Promise<PlacedActionOrder>;
  completeScheduled(
    tx: Database,
    companyId: string,
    orderType: OrderType,
    characteristic: string,
    value: string,
  ): Promise<void>;
}

type RecordedAction = keyof typeof SERVICE_ACTION_ORDER_TYPES;

/**
 * The order of one action on `service` by `actor`: one item, the service's package (or the new one of a
 * package change), naming the service as its target and carrying its number, so /orders finds it by number,
 * its user's name, so the order page says whose subscription it changes, and the agreement that bills it.
 * An order's charges are what it brings: the service's own package comes with none (a suspension or a
 * termination does not cost the subscription's fee), a package change with the new package's.
 */
export function actionOrder(
  actor: Pick<CompanyAccess, 'companyId' | 'user' | 'operator'>,
  service: Pick<ServiceRow, 'id' | 'number' | 'userName' | 'payerId' | 'packageCode' | 'packageName'>,
  action: RecordedAction,
  status: ActionOrder['status'],
  details: Record<string, string> = {},
  product: { code: string; name: string; monthlyCents: number } = {
    code: service.packageCode,
    name: service.packageName,
    monthlyCents: 0,
  },
): ActionOrder {
  return {
    companyId: actor.companyId,
    userId: actor.user.id,
    userName: displayName(actor.user),
    actingUserId: actor.operator?.id ?? null,
    orderType: SERVICE_ACTION_ORDER_TYPES[action],
    status,
    items: [
      {
        productCode: product.code,
        productName: product.name,
        offeringType: 'SUBSCRIPTION',
        monthlyCents: product.monthlyCents,
        characteristics: {
          ...details,
          [TARGET_SUBSCRIPTION]: service.id,
          [SERVICE_ACTION_CHARACTERISTIC]: action,
          number: service.number,
          ...(service.userName ? { userName: service.userName } : {}),
          ...(service.payerId ? { payerAccountId: service.payerId } : {}),
        },
      },
    ],
  };
}
