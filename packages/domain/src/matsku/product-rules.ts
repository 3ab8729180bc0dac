import type { ProductStatus, StockStatus, TrafficLight } from './matsku-enums';

export interface ProductFlags {
  sync: boolean;
  approved: boolean;
  online: boolean;
}

/**
 * §4: online when synced, approved and online; offline when synced but neither approved nor online; anything
 * else (not synced, or half approved) waits as pending.
 */
export function productStatus({ sync, approved, online }: ProductFlags): ProductStatus {
  if (sync && approved && online) return 'online';
  if (sync && !approved && !online) return 'offline';
  return 'pending';
}

/** §4: a product is unsynced if any of its entries lacks sync. */
export function isUnsynced(entries: readonly { sync: boolean }[]): boolean {
  return entries.some((entry) => !entry.sync);
}

/** §4 stock: nothing left is noStock (RED); at or under the product's threshold lowStock (YELLOW); else GREEN. */
export function stockStatus(balance: number, trafficLightThreshold: number): StockStatus {
  if (balance <= 0) return 'noStock';
  return balance <= trafficLightThreshold ? 'lowStock' : 'inStock';
}

const LIGHTS: Record<StockStatus, TrafficLight> = { inStock: 'GREEN', lowStock: 'YELLOW', noStock: 'RED' };

export function trafficLight(status: StockStatus): TrafficLight {
  return LIGHTS[status];
}
