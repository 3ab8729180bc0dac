import type { Database } from '../../db/client';
import type { CartRow } from './order-requests.repo';

/**
 * THE SEAM to the order capture's rules for an employee's cart about to become an order request: it throws
 * the 400 (with field errors) an order's submit would for the fields the employee filled. The implementation
 * is supplied by the app's wiring (`apps/api/src/request-contents-check.ts`), since API modules do not import
 * each other.
 */
export interface RequestContentsCheck {
  assertRequestable(db: Database, cart: CartRow): Promise<void>;
}
