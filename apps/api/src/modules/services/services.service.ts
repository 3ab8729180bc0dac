import {
  SERVICE_LIMITS,
  SERVICE_STATUS_SETS,
  availableServiceActions,
  ceaseRule,
  hasValidIccidCheckDigit,
  hasSim,
  isEnded,
  resumeRule,
  simActivationRefusal,
  suspendRule,
  terminationDates,
  type LifecycleInput,
  type PukCodes,
  type ServiceActions,
  type ServiceDetail,
  type ServiceFilterChoices,
  type ServicePage,
  type ServiceRights,
  type ServiceStatus,
  type TerminationDates,
} from '@kaista/domain/services';
import type { z } from 'zod';
import type { serviceListQuerySchema } from '@kaista/domain/services';
import { toHelsinkiIsoDate } from '@kaista/domain/shared/formatting';
import { apiError, badRequest, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { toServiceDetail, toServiceState, toServiceSummary } from './services-mapper';
import type { NamedServiceRow, ServicesRepo } from './services.repo';

type ServiceListQuery = z.output<typeof serviceListQuerySchema>;

export const helsinkiToday = (): string => toHelsinkiIsoDate(new Date());

/** The statuses a list filter names: §4 status sets and statuses, `all` for none. */
export function statusesOf(filter: readonly string[] | undefined): ServiceStatus[] | undefined {
  if (!filter?.length || filter.includes('all')) return undefined;
  const statuses = new Set<ServiceStatus>();
  for (const value of filter) {
    const set = SERVICE_STATUS_SETS[value as keyof typeof SERVICE_STATUS_SETS];
    for (const status of set ?? [value as ServiceStatus]) statuses.add(status);
  }
  return [...statuses];
}

function filterOf(actor: CompanyAccess, query: Omit<ServiceListQuery, 'offset' | 'pageSize'>) {
  return {
    companyId: actor.companyId,
    statuses: statusesOf(query.status),
    type: query.type,
    costPoolId: query.costCentreId,
    payerId: query.payerId,
    user: query.user || undefined,
    search: query.q || undefined,
    sort: query.sort,
    direction: query.direction,
  };
}

const describe = (row: NamedServiceRow) => `${row.number}${row.userName ? ` (${row.userName})` : ''}`;

/** §2 /services: the inventory and its §4 actions; every action is audited with its before and after. */
export class ServicesService {
  constructor(
    private readonly repo: ServicesRepo,
    private readonly today: () => string = helsinkiToday,
  ) {}

  async list(actor: CompanyAccess, query: ServiceListQuery): Promise<ServicePage> {
    const page = await this.repo.list(
      { ...filterOf(actor, query), offset: query.offset, pageSize: query.pageSize },
      SERVICE_LIMITS.countCap,
    );
    return { ...page, items: page.items.map(toServiceSummary) };
  }

  /** The filtered list in its order, a batch at a time, for a streamed export. */
  async *exportBatches(actor: CompanyAccess, query: Omit<ServiceListQuery, 'offset' | 'pageSize'>) {
    for await (const rows of this.repo.batches(filterOf(actor, query), SERVICE_LIMITS.exportBatch))
      yield rows.map(toServiceSummary);
  }

  filterChoices(actor: CompanyAccess): Promise<ServiceFilterChoices> {
    return this.repo.filterChoices(actor.companyId);
  }

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

  /** §7 /pukcodes: the SIM's PUK codes; every view is in the audit log, written before they are answered. */
  async pukCodes(actor: CompanyAccess, serviceId: string, audit: AuditRecorder): Promise<PukCodes> {
    const row = await this.row(actor, serviceId);
    if (
      !hasSim(row.type as never) ||
      !row.iccid ||
      !row.puk1 ||
      !row.puk2 ||
      isEnded(row.status as ServiceStatus)
    )
      throw apiError('ILLEGAL_STATE', 'The service has no active SIM card.');
    await this.repo.record(audit('service.puk', describe(row)));
    return { iccid: row.iccid, puk1: row.puk1, puk2: row.puk2 };
  }

  async terminationDates(actor: CompanyAccess, serviceId: string): Promise<TerminationDates> {
    const row = await this.row(actor, serviceId);
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
    const before = await this.row(actor, serviceId);
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
          subject: `${describe(before)}: ${before.status} → BARRED (${input.suspensionKind})`,
        };
      }
      if (input.action === 'resume') {
        if (!rights.suspendResume) throw apiError('FAIL_NOT_ALLOWED', 'Resuming needs the suspend right.');
        const rule = resumeRule(state, rights);
        if (!rule.ok) throw apiError(rule.code, rule.reason);
        return {
          set: rule.value,
          action: 'service.resume' as const,
          subject: `${describe(before)}: BARRED (${before.suspensionKind}) → ACTIVE`,
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
          subject: `${describe(before)}: ${before.status} → TERMINATED`,
        };
      return {
        set: { scheduledTermination: plan.scheduledTermination, terminationKind: plan.kind },
        action: 'service.schedule-cease' as const,
        subject: `${describe(before)}: – → ${plan.scheduledTermination} (${plan.kind})`,
      };
    })();
    const row = await this.repo.change(
      actor.companyId,
      serviceId,
      expected,
      change.set,
      audit(change.action, change.subject),
    );
    return toServiceDetail(row);
  }

  /**
   * §7 POST /activatesim: a new SIM service gets its card. The ICCID must pass its check digit (400 at the
   * field), be the operator's (89358…) and be no other subscription's (FAIL_SIM_NOT_AVAILABLE).
   */
  async activateSim(
    actor: CompanyAccess,
    serviceId: string,
    iccid: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<ServiceDetail> {
    const before = await this.row(actor, serviceId);
    const refusal = simActivationRefusal(toServiceState(before));
    if (refusal)
      throw apiError(refusal, `The SIM of a ${before.status} ${before.type} service cannot be activated.`);
    if (!hasValidIccidCheckDigit(iccid))
      throw badRequest('The ICCID check digit does not match.', { iccid: 'validation.iccid' });
    if (!iccid.startsWith('89358') || (await this.repo.iccidInUse(iccid)))
      throw apiError('FAIL_SIM_NOT_AVAILABLE', 'The SIM card is not available.');
    const row = await this.repo
      .change(
        actor.companyId,
        serviceId,
        expected,
        {
          iccid,
          status: 'ACTIVE',
          simActivatedAt: new Date(),
          puk1: pukFrom(iccid, 1),
          puk2: pukFrom(iccid, 2),
        },
        audit('service.activate-sim', `${describe(before)}: NEW → ACTIVE, ICCID ${iccid}`),
      )
      .catch((error: unknown) => {
        // Another activation took the card between the check and the write.
        if (isUniqueViolation(error))
          throw apiError('FAIL_SIM_NOT_AVAILABLE', 'The SIM card is not available.');
        throw error;
      });
    return toServiceDetail(row);
  }
}

const isUniqueViolation = (error: unknown): boolean =>
  [error, (error as { cause?: unknown } | null)?.cause].some(
    (candidate) => (candidate as { code?: string } | null)?.code === '23505',
  );

/** The PUK codes that come with a SIM card: eight digits derived from its ICCID by the card's maker. */
function pukFrom(iccid: string, which: 1 | 2): string {
  let value = which * 7_919;
  for (const digit of iccid) value = (value * 31 + Number(digit)) % 100_000_000;
  return String(value).padStart(8, '0');
}
