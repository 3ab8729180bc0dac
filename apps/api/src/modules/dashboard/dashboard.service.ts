import {
  DASHBOARD_ACCESS,
  EXPIRING_DOCUMENTS_SHOWN,
  LATEST_ORDERS,
  OWN_REQUESTS_SHOWN,
  WAITING_ORDER_STATUSES,
  expiryWindowEnd,
  homeParts,
  spendMonths,
  type DashboardPart,
  type ExpiringDocument,
  type HomeSummary,
  type LatestOrder,
  type OwnRequest,
} from '@kaista/domain/dashboard';
import { SERVICE_STATUSES } from '@kaista/domain/services';
import type { FeatureFlags } from '@kaista/domain/shared/constants';
import { meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { toHelsinkiIsoDate } from '@kaista/domain/shared/formatting';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toRoleHolder } from '../../plugins/session/role-holder';
import type { DashboardRepo } from './dashboard.repo';

/** The first day of the month after 'YYYY-MM'. */
function monthAfter(month: string): string {
  const year = Number(month.slice(0, 4));
  const next = Number(month.slice(5, 7)) + 1;
  return next > 12 ? `${year + 1}-01-01` : `${year}-${String(next).padStart(2, '0')}-01`;
}

/** §2 home: each widget's figures, read only when the caller may read the list behind the widget. */
export class DashboardService {
  constructor(private readonly repo: DashboardRepo) {}

  async home(actor: CompanyAccess, flags: FeatureFlags, now = new Date()): Promise<HomeSummary> {
    const holder = toRoleHolder(actor.user);
    const shown = homeParts((part) =>
      meetsAccessRequirement(holder, actor.companyId, DASHBOARD_ACCESS[part], flags),
    );
    const when = <T>(part: DashboardPart, read: () => Promise<T>): Promise<T | null> =>
      shown[part] ? read() : Promise.resolve(null);
    const { companyId } = actor;
    const today = toHelsinkiIsoDate(now);

    const [tickets, orderRequests, ownRequests, invoices, orders, services, documents] = await Promise.all([
      when('tickets', async () => ({
        pendingCustomer: await this.repo.ticketsIn(companyId, 'PENDING_CUSTOMER'),
      })),
      when('orderRequests', async () => ({
        pendingApproval: await this.repo.orderRequestsIn(companyId, 'PENDING_APPROVAL'),
      })),
      when('ownRequests', () => this.ownRequests(companyId, actor.user.id)),
      when('invoices', () => this.invoices(companyId, today)),
      when('orders', () => this.orders(companyId)),
      when('services', async () => {
        const counts = await this.repo.servicesByStatus(companyId);
        return {
          byStatus: SERVICE_STATUSES.filter((status) => (counts.get(status) ?? 0) > 0).map((status) => ({
            status,
            count: counts.get(status)!,
          })),
        };
      }),
      when('documents', () => this.expiringDocuments(companyId, today)),
    ]);
    return { today, tickets, orderRequests, ownRequests, invoices, orders, services, documents };
  }

  private async ownRequests(companyId: string, requesterId: string) {
    const { pending, rows } = await this.repo.ownRequests(companyId, requesterId, OWN_REQUESTS_SHOWN);
    return {
      pending,
      latest: rows.map((row): OwnRequest => ({
        ...row,
        requestNumber: String(row.requestNumber),
        status: row.status as OwnRequest['status'],
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  private async invoices(companyId: string, today: string) {
    const months = spendMonths(today);
    const [due, spent] = await Promise.all([
      this.repo.dueInvoices(companyId, today),
      this.repo.spendByMonth(companyId, `${months[0]}-01`, monthAfter(months.at(-1)!)),
    ]);
    const byMonth = new Map(spent.map((row) => [row.month, row.totalCents]));
    return {
      due: due.count,
      dueCents: due.cents,
      spend: months.map((month) => ({ month, totalCents: byMonth.get(month) ?? 0 })),
    };
  }

  private async expiringDocuments(companyId: string, today: string) {
    const { count, soonest } = await this.repo.expiringDocuments(
      companyId,
      today,
      expiryWindowEnd(today),
      EXPIRING_DOCUMENTS_SHOWN,
    );
    return {
      expiring: count,
      soonest: soonest.map((row): ExpiringDocument => ({
        id: row.id,
        name: row.name,
        category: row.category as ExpiringDocument['category'],
        validUntil: row.validUntil!,
      })),
    };
  }

  private async orders(companyId: string) {
    const [counts, latest] = await Promise.all([
      this.repo.ordersByStatus(companyId, ['ERRORED', ...WAITING_ORDER_STATUSES]),
      this.repo.latestOrders(companyId, LATEST_ORDERS),
    ]);
    return {
      errored: counts.get('ERRORED') ?? 0,
      waiting: WAITING_ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      latest: latest.map((row): LatestOrder => ({
        id: row.id,
        orderNumber: String(row.orderNumber),
        status: row.status as LatestOrder['status'],
        orderType: row.orderType as LatestOrder['orderType'],
        createdAt: row.createdAt.toISOString(),
        userName: row.userName,
      })),
    };
  }
}
