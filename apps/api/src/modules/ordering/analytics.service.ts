import { analyticsItems, type AnalyticsEventBody } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { AnalyticsRepo } from './analytics.repo';
import type { CartsService } from './carts.service';

/**
 * §7 analytics events the web app reports (view cart, begin checkout): about one of the user's own open carts,
 * with the cart's items as they are now. Add, remove and purchase are recorded by their writes instead.
 */
export class AnalyticsService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartsService,
  ) {}

  async reported(access: CompanyAccess, uid: string, cartCode: string, body: AnalyticsEventBody) {
    const row = await this.carts.get(access, uid, cartCode);
    await new AnalyticsRepo(this.db).record({
      companyId: row.companyId,
      userId: row.userId,
      event: body.event,
      cartCode: row.code,
      items: analyticsItems(row.lines),
    });
  }
}
