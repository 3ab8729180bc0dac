import {
  SERVICE_LIMITS,
  availableServiceActions,
  type ServiceActions,
  type ServiceDetail,
  type ServiceOrders,
  type ServiceRights,
} from '@kaista/domain/services';
import { notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toServiceDetail, toServiceOrder, toServiceState } from './services-mapper';
import type { ServiceOrdersRepo } from './service-orders.repo';
import type { NamedServiceRow } from './service-rows';
import type { ServicesRepo } from './services.repo';

/** One service of §2 /services: its detail, the §4 actions open to the caller and its order history. */
export class ServicesService {
  constructor(
    private readonly repo: ServicesRepo,
    private readonly ordersRepo: ServiceOrdersRepo,
  ) {}

  async row(actor: CompanyAccess, serviceId: string): Promise<NamedServiceRow> {
    const row = await this.repo.findById(actor.companyId, serviceId);
    if (!row) throw notFound('Service');
    return row;
  }

  async get(actor: CompanyAccess, serviceId: string): Promise<ServiceDetail> {
    return toServiceDetail(await this.row(actor, serviceId));
  }

  async actions(actor: CompanyAccess, serviceId: string, rights: ServiceRights): Promise<ServiceActions> {
    const row = await this.row(actor, serviceId);
    return { actions: availableServiceActions(toServiceState(row), rights) };
  }

  /** The orders that targeted the service, newest first. */
  async orders(actor: CompanyAccess, serviceId: string): Promise<ServiceOrders> {
    await this.row(actor, serviceId);
    const rows = await this.ordersRepo.orders(actor.companyId, serviceId, SERVICE_LIMITS.orderHistory);
    return {
      orders: rows.map((row) => toServiceOrder(row, row.products)),
    };
  }
}
