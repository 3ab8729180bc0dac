import {
  SERVICE_LIMITS,
  TARGET_SUBSCRIPTION,
  ceaseRule,
  isEnded,
  resumeRule,
  suspendRule,
  terminationDates,
  type LifecycleInput,
  type ServiceDetail,
  type ServiceRights,
  type ServiceStatus,
  type TerminationDates,
} from '@kaista/domain/services';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { Database } from '../../db/client';
import { quarantineEndedNumber } from '../../db/number-releases';
import { apiError, badRequest } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { alongAll, describeService } from './service-audit';
import { actionOrder, type ServiceOrderDesk } from './service-orders';
import { toServiceDetail, toServiceState } from './services-mapper';
import type { ServicesRepo } from './services.repo';
import type { ServicesService } from './services.service';

/** §4 suspend, resume and cease (now or at a date), each audited and recorded as its §4 order. */
export class ServiceLifecycleService {
  constructor(
    private readonly repo: ServicesRepo,
    private readonly services: ServicesService,
    private readonly desk: ServiceOrderDesk,
    private readonly today: () => string = helsinkiToday,
  ) {}

  async terminationDates(actor: CompanyAccess, serviceId: string): Promise<TerminationDates> {
    const row = await this.services.row(actor, serviceId);
    if (isEnded(row.status as ServiceStatus)) return { dates: [], fixedTermEnd: row.fixedTermEnd };
    return {
      dates: terminationDates(this.today(), SERVICE_LIMITS.terminationHorizonDays),
      fixedTermEnd: row.fixedTermEnd,
    };
  }

  /** §7 POST /lifecycle: suspend, resume or cease, by the domain's §4 rules; 409 ILLEGAL_STATE otherwise. */
  async lifecycle(
    actor: CompanyAccess,
    serviceId: string,
    input: LifecycleInput,
    rights: ServiceRights,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<ServiceDetail> {
    const before = await this.services.row(actor, serviceId);
    const state = toServiceState(before);
    if (isEnded(state.status)) throw apiError('ILLEGAL_STATE', `The service is ${state.status}.`);
    const change = (() => {
      if (input.action === 'suspend') {
        if (!rights.suspendResume) throw apiError('FAIL_NOT_ALLOWED', 'Suspending needs the suspend right.');
        const rule = suspendRule(state, input.suspensionKind, rights);
        if (!rule.ok) throw apiError(rule.code, rule.reason);
        return {
          set: rule.value,
          action: 'service.suspend' as const,
          subject: `${describeService(before)}: ${before.status} → BARRED (${input.suspensionKind})`,
          order: actionOrder(actor, before, 'suspend', 'COMPLETED', {
            suspensionKind: input.suspensionKind,
          }),
        };
      }
      if (input.action === 'resume') {
        if (!rights.suspendResume) throw apiError('FAIL_NOT_ALLOWED', 'Resuming needs the suspend right.');
        const rule = resumeRule(state, rights);
        if (!rule.ok) throw apiError(rule.code, rule.reason);
        return {
          set: rule.value,
          action: 'service.resume' as const,
          subject: `${describeService(before)}: BARRED (${before.suspensionKind}) → ACTIVE`,
          order: actionOrder(actor, before, 'resume', 'COMPLETED', {
            suspensionKind: before.suspensionKind ?? '',
          }),
        };
      }
      if (!rights.terminate) throw apiError('FAIL_NOT_ALLOWED', 'Ceasing needs the terminate right.');
      if (input.terminationType !== 'immediate' && !input.terminationDate)
        throw badRequest('A scheduled termination needs its date.', {
          terminationDate: 'validation.cannot-be-empty',
        });
      const rule = ceaseRule(state, input.terminationType, input.terminationDate, this.today(), rights);
      if (!rule.ok) throw apiError(rule.code, rule.reason);
      const plan = rule.value;
      if (plan.kind === 'immediate')
        return {
          set: {
            status: plan.status,
            suspensionKind: null,
            endedOn: plan.endedOn,
            scheduledTermination: null,
            terminationKind: plan.kind,
          },
          action: 'service.cease' as const,
          subject: `${describeService(before)}: ${before.status} → TERMINATED`,
          order: actionOrder(actor, before, 'cease', 'COMPLETED', { terminationType: plan.kind }),
          also: async (tx: Database) => {
            // A termination that was scheduled has now taken effect, earlier than planned.
            await this.desk.completeScheduled(tx, actor.companyId, 'CEASE', TARGET_SUBSCRIPTION, before.id);
            await quarantineEndedNumber(tx, { ...before, endedOn: plan.endedOn });
          },
        };
      return {
        set: { scheduledTermination: plan.scheduledTermination, terminationKind: plan.kind },
        action: 'service.schedule-cease' as const,
        subject: `${describeService(before)}: – → ${plan.scheduledTermination} (${plan.kind})`,
        order: actionOrder(actor, before, 'cease', 'SCHEDULED', {
          terminationType: plan.kind,
          terminationDate: plan.scheduledTermination,
        }),
      };
    })();
    const row = await this.repo.change(
      actor.companyId,
      serviceId,
      expected,
      change.set,
      alongAll(
        audit(change.action, change.subject),
        async (tx) => {
          await this.desk.place(tx, change.order);
        },
        async (tx) => {
          if ('also' in change && change.also) await change.also(tx);
        },
      ),
    );
    return toServiceDetail(row);
  }
}
