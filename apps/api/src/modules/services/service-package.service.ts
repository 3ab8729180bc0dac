import {
  packageChangeRefusal,
  packageChangeStateRefusal,
  plansToChangeTo,
  type AvailablePlans,
  type ServiceOrder,
} from '@kaista/domain/services';
import { apiError, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { describeService } from './service-audit';
import { actionOrder, type ServiceOrderDesk } from './service-orders';
import type { ServiceOrdersRepo } from './service-orders.repo';
import { toServiceOrder, toServiceState } from './services-mapper';
import type { ServicesService } from './services.service';

/** §4 change package: the plans a service can change to, and the CHANGE order that changes it. */
export class ServicePackageService {
  constructor(
    private readonly services: ServicesService,
    private readonly ordersRepo: ServiceOrdersRepo,
    private readonly desk: ServiceOrderDesk,
  ) {}

  /** §7 /availableplans: the packages of the service's type it can change to, and the change on order. */
  async availablePlans(actor: CompanyAccess, serviceId: string): Promise<AvailablePlans> {
    const row = await this.services.row(actor, serviceId);
    const state = toServiceState(row);
    const open = await this.ordersRepo.openOrder(actor.companyId, serviceId, 'CHANGE');
    const plans = packageChangeStateRefusal(state) ? [] : plansToChangeTo(state.type, row.packageCode);
    const changeOnOrder = open && { id: open.id, orderNumber: String(open.orderNumber) };
    return { currentCode: row.packageCode, plans, changeOnOrder };
  }

  /**
   * §4 change package: a CHANGE order with the service as its target subscription goes to fulfilment; the
   * service has its new package when the order completes. One package change is on order at a time.
   */
  async changePackage(
    actor: CompanyAccess,
    serviceId: string,
    packageCode: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<ServiceOrder> {
    const before = await this.services.row(actor, serviceId);
    if (expected !== undefined && expected !== before.version) throw preconditionFailed();
    const state = toServiceState(before);
    const plans = plansToChangeTo(state.type, before.packageCode);
    const refusal = packageChangeRefusal(
      state,
      plans.map((plan) => plan.code),
      packageCode,
    );
    if (refusal) throw apiError(refusal.code, refusal.reason);
    const plan = plans.find((candidate) => candidate.code === packageCode)!;
    const order = actionOrder(
      actor,
      before,
      'change-package',
      'SUBMITTED',
      { previousPackage: before.packageCode },
      plan,
    );
    // Under the service's row lock, so two package changes of one service are never both on order.
    const placed = await this.ordersRepo.lockedForOrder(actor.companyId, serviceId, async (tx) => {
      if (await this.ordersRepo.openOrder(actor.companyId, serviceId, 'CHANGE', tx))
        throw apiError('ILLEGAL_STATE', 'A package change of the service is on order already.');
      const made = await this.desk.place(tx, order);
      await audit(
        'service.change-package',
        `${describeService(before)}: ${before.packageName} → ${plan.name} (${made.orderType} ${made.orderNumber})`,
      )(tx);
      return made;
    });
    return toServiceOrder(placed, [plan.name]);
  }
}
