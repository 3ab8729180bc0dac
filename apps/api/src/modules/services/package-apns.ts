import { and, eq } from 'drizzle-orm';
import type { ServiceApn } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import { catalogueCharacteristics } from '../../db/schema';
import { serviceApnsOf } from './completed-order';

/**
 * A subscription's APNs after its package changed with no APN list ordered (a package change action): none
 * on a package without an APN list; on one with a list, the ones it had, or the package's standard ones if it
 * had none.
 */
export async function apnsAfterPackageChange(
  tx: Database,
  packageCode: string,
  current: ServiceApn[],
): Promise<ServiceApn[]> {
  const [list] = await tx
    .select({ standardEntries: catalogueCharacteristics.standardEntries })
    .from(catalogueCharacteristics)
    .where(
      and(
        eq(catalogueCharacteristics.productCode, packageCode),
        eq(catalogueCharacteristics.code, 'apnList'),
      ),
    );
  if (!list) return [];
  return current.length > 0 ? current : serviceApnsOf(list.standardEntries);
}
