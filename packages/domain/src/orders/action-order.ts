import type { OrderType } from './order-enums';

/**
 * An order another area makes for one of its actions (a service's package change, suspension…) rather than
 * from a cart: the services area hands it to the orders area, which records it in the action's transaction.
 */
export interface ActionOrder {
  companyId: string;
  userId: string;
  userName: string;
  actingUserId: string | null;
  orderType: OrderType;
  /**
   * SUBMITTED goes to fulfilment like a submitted cart (its completion applies it to the inventory);
   * COMPLETED records an action already carried out; SCHEDULED one that takes effect at a later date.
   */
  status: 'SUBMITTED' | 'COMPLETED' | 'SCHEDULED';
  items: readonly {
    productCode: string;
    productName: string;
    offeringType: string;
    monthlyCents: number;
    characteristics: Record<string, string>;
  }[];
}

/** The order an action's order became, as the acting area shows it. */
export interface PlacedActionOrder {
  id: string;
  orderNumber: number;
  orderType: string;
  status: string;
  createdAt: Date;
}
