import { eq } from 'drizzle-orm';
import type { CompanyOffer } from '@kaista/domain/ordering';
import type { Database } from './client';
import { mobileIdActivations } from './schema';

/**
 * What the company's own state lets it order (decision 020): the mobile certificate once it has activated the
 * service. Read by the order capture, which offers it, and by the price list report, which lists it.
 */
export async function companyOffer(db: Database, companyId: string): Promise<CompanyOffer> {
  const [activation] = await db
    .select({ companyId: mobileIdActivations.companyId })
    .from(mobileIdActivations)
    .where(eq(mobileIdActivations.companyId, companyId));
  return { mobileCertificate: activation !== undefined };
}
