import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { z } from 'zod';
import { crossesLowStock } from '@kaista/domain/matsku';
import { LANGUAGES, type Language } from '@kaista/domain/shared/formatting';
import type { Database } from '../../db/client';
import { companies, shopProducts, shopStores, userProfiles, users } from '../../db/schema';
import type { EmailGateway } from '../../integrations/email/email-gateway';
import type { JobRunner } from '../../jobs/job-runner';

export const LOW_STOCK_JOB = 'matsku.low-stock';

/** Who hears of low stock: the operator staff who keep the shop's catalogue (§6 productadmin: DC and MU). */
const ALERTED_ROLES = ['DCUser', 'DNAMUUSER'];

const lowStockJobSchema = z.object({
  companyId: z.string(),
  storeId: z.string(),
  productCode: z.string(),
  balance: z.number().int(),
});
export type LowStockJob = z.infer<typeof lowStockJobSchema>;

const TEXTS: Record<Language, { subject: string; body: string }> = {
  fi: {
    subject: 'Vähissä: {product} ({store})',
    body: 'Tuotteen {product} ({code}) varastosaldo myymälässä {store} ({company}) laski hälytysrajalle: jäljellä {balance} kpl, raja {threshold} kpl. Täydennä saldo kumppanikaupan tuotehallinnassa.',
  },
  en: {
    subject: 'Low stock: {product} ({store})',
    body: 'The stock of {product} ({code}) in {store} ({company}) fell to its alert threshold: {balance} left, threshold {threshold}. Top it up in the partner shop product admin.',
  },
  sv: {
    subject: 'Lågt lager: {product} ({store})',
    body: 'Lagersaldot för {product} ({code}) i {store} ({company}) sjönk till larmgränsen: {balance} kvar, gräns {threshold}. Fyll på saldot i partnerbutikens produktadministration.',
  },
};

const asLanguage = (value: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'fi';

/**
 * The §4 low-stock alert: when a change takes a store's balance of a product from above its traffic-light
 * threshold to at or under it, the DC and MU staff get an e-mail, once per crossing (`crossesLowStock`). The
 * job is queued in the change's own transaction (an order that rolls back alerts no one) and the mail is
 * written by the job queue, so the order never waits for it.
 */
export class LowStockAlert {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobRunner,
    private readonly email: EmailGateway,
  ) {
    jobs.handle(LOW_STOCK_JOB, (payload) => this.send(lowStockJobSchema.parse(payload)));
  }

  /** Queues the alert in `tx` when the change from `before` to `after` crosses the product's threshold. */
  async afterChange(tx: Database, job: LowStockJob & { before: number; threshold: number }): Promise<void> {
    if (!crossesLowStock(job.before, job.balance, job.threshold)) return;
    const { companyId, storeId, productCode, balance } = job;
    await this.jobs.enqueue(LOW_STOCK_JOB, { companyId, storeId, productCode, balance }, tx);
  }

  private async send(job: LowStockJob): Promise<void> {
    const [facts] = await this.db
      .select({
        product: shopProducts.name,
        threshold: shopProducts.trafficLightThreshold,
        store: shopStores.name,
        company: companies.name,
      })
      .from(shopProducts)
      .innerJoin(shopStores, and(eq(shopStores.companyId, job.companyId), eq(shopStores.id, job.storeId)))
      .innerJoin(companies, eq(companies.id, job.companyId))
      .where(eq(shopProducts.code, job.productCode));
    if (!facts) return;
    const recipients = await this.db
      .select({ email: users.email, language: userProfiles.language })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(arrayOverlaps(users.globalRoles, ALERTED_ROLES));
    const fields: Record<string, string> = {
      '{product}': facts.product,
      '{code}': job.productCode,
      '{store}': facts.store,
      '{company}': facts.company,
      '{balance}': String(job.balance),
      '{threshold}': String(facts.threshold),
    };
    const fill = (text: string) =>
      Object.entries(fields).reduce((result, [key, value]) => result.replaceAll(key, value), text);
    for (const recipient of recipients) {
      const text = TEXTS[asLanguage(recipient.language)];
      await this.email.send({ to: recipient.email, subject: fill(text.subject), text: fill(text.body) });
    }
  }
}
