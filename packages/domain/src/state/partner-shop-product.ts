import type { NotificationType } from '../enums/common';

/** §3 partner shop product status flags of one entry (catalogue version or store). */
export type ShopProductFlags = { sync: boolean; approved: boolean; online: boolean };

export type ShopDisplayStatus = { status: 'online' | 'offline' | 'pending'; tone: NotificationType };

/** §4: online when synced, approved and online; offline when synced but neither; otherwise pending. */
export function shopProductDisplayStatus(flags: ShopProductFlags): ShopDisplayStatus {
  if (flags.sync && flags.approved && flags.online) return { status: 'online', tone: 'success' };
  if (flags.sync && !flags.approved && !flags.online) return { status: 'offline', tone: 'error' };
  return { status: 'pending', tone: 'warning' };
}

/** §4: a product is unsynced if any of its entries lacks sync. */
export function isShopProductUnsynced(entries: readonly Pick<ShopProductFlags, 'sync'>[]): boolean {
  return entries.some((entry) => !entry.sync);
}
