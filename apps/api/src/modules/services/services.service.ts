import {
  SERVICE_LIMITS,
  SERVICE_STATUS_SETS,
  availableServiceActions,
  ceaseRule,
  hasValidIccidCheckDigit,
  isOperatorIccid,
  hasSim,
  isEnded,
  packageChangeRefusal,
  plansToChangeTo,
  simReplacementRefusal,
  type AvailablePlans,
  type ServiceOrder,
  type ServiceOrders,
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
  TARGET_SUBSCRIPTION,
  type bulkServiceActionSchema,
  type BulkServiceResult,
} from '@kaista/domain/services';
import {
  maskPersonalId,
  type PowerOfAttorney,
  type poaInputSchema,
  type poaListQuerySchema,
  type poaResultInputSchema,
  type PoaPage,
} from '@kaista/domain/powers-of-attorney';
import type { z } from 'zod';
import type {
  ServiceSearch,
  serviceListQuerySchema,
  serviceSearchQuerySchema,
} from '@kaista/domain/services';
import { toHelsinkiIsoDate } from '@kaista/domain/shared/formatting';
import type { Database } from '../../db/client';
import { quarantineEndedNumber } from '../../db/number-releases';
import { apiError, badRequest, HttpError, notFound, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { toServiceDetail, toServiceState, toServiceSummary } from './services-mapper';
import type { AlongWith } from '../../routing/change-audit';
import { actionOrder, type PlacedServiceOrder, type ServiceOrderDesk } from './service-orders';
import type { ServiceListRepo } from './service-list.repo';
import type { ServiceOrdersRepo } from './service-orders.repo';
import type { ServicePoasRepo } from './service-poas.repo';
import type { NamedServiceRow } from './service-rows';
import type { ServicesRepo } from './services.repo';
import { displayName } from '../../plugins/session/display-name';
import { poaPdf } from '../../powers-of-attorney/poa-pdf';
import {
  assertPoaValidity,
  poaNotFound,
  recordPoaResult,
  toPowerOfAttorney,
} from '../../powers-of-attorney/poa-desk';

type ServiceListQuery = z.output<typeof serviceListQuerySchema>;
type ServiceSearchQuery = z.output<typeof serviceSearchQuerySchema>;
type PoaForm = z.output<typeof poaInputSchema>;
type PoaListQuery = z.output<typeof poaListQuerySchema>;
type PoaResultForm = z.output<typeof poaResultInputSchema>;

type BulkInput = z.output<typeof bulkServiceActionSchema>;

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

/** Several things done along with one change, in its transaction, in order. */
const alongAll =
  (...alongs: AlongWith[]): AlongWith =>
  async (tx) => {
    for (const along of alongs) await along(tx);
  };

const toServiceOrder = (order: PlacedServiceOrder, products: string[]): ServiceOrder => ({
  id: order.id,
  orderNumber: String(order.orderNumber),
  orderType: order.orderType,
  status: order.status,
  createdAt: order.createdAt.toISOString(),
  products,
});

const describe = (row: NamedServiceRow) => `${row.number}${row.userName ? ` (${row.userName})` : ''}`;

/** §2 /services: the inventory and its §4 actions; every action is audited with its before and after. */
export class ServicesService {
  constructor(
    private readonly repo: ServicesRepo,
    private readonly listRepo: ServiceListRepo,
    private readonly ordersRepo: ServiceOrdersRepo,
    private readonly poasRepo: ServicePoasRepo,
    private readonly desk: ServiceOrderDesk,
    private readonly today: () => string = helsinkiToday,
  ) {}

  async list(actor: CompanyAccess, query: ServiceListQuery): Promise<ServicePage> {
    const page = await this.listRepo.list(
      { ...filterOf(actor, query), offset: query.offset, pageSize: query.pageSize },
      SERVICE_LIMITS.countCap,
    );
    return { ...page, items: page.items.map(toServiceSummary) };
  }

  /** The filtered list in its order, a batch at a time, for a streamed export. */
  async *exportBatches(actor: CompanyAccess, query: Omit<ServiceListQuery, 'offset' | 'pageSize'>) {
    for await (const rows of this.listRepo.batches(filterOf(actor, query), SERVICE_LIMITS.exportBatch))
      yield rows.map(toServiceSummary);
  }

  /** §7 /search/services: the first hits of a number, ICCID or name, in number order. */
  async search(actor: CompanyAccess, query: ServiceSearchQuery): Promise<ServiceSearch> {
    const rows = await this.listRepo.search(actor.companyId, query.q, query.hits);
    return { hits: rows.map(toServiceSummary) };
  }

  filterChoices(actor: CompanyAccess): Promise<ServiceFilterChoices> {
    return this.listRepo.filterChoices(actor.companyId);
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
          subject: `${describe(before)}: BARRED (${before.suspensionKind}) → ACTIVE`,
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
          subject: `${describe(before)}: ${before.status} → TERMINATED`,
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
        subject: `${describe(before)}: – → ${plan.scheduledTermination} (${plan.kind})`,
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
    if (!isOperatorIccid(iccid) || (await this.repo.iccidInUse(iccid)))
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
        alongAll(
          audit('service.activate-sim', `${describe(before)}: NEW → ACTIVE, ICCID ${iccid}`),
          async (tx) => {
            await this.desk.place(
              tx,
              actionOrder(actor, before, 'activate-sim', 'COMPLETED', { ICCID: iccid }),
            );
          },
        ),
      )
      .catch((error: unknown) => {
        // Another activation took the card between the check and the write.
        if (isUniqueViolation(error))
          throw apiError('FAIL_SIM_NOT_AVAILABLE', 'The SIM card is not available.');
        throw error;
      });
    return toServiceDetail(row);
  }

  /**
   * A selection's bulk action: each service through the rules of its own call (suspend and cease by
   * /lifecycle, each audited and with its §4 order), one after another in its own transaction, so that a
   * refused service (409, 403 by right, 404 for none of the company's) does not undo or stop the others.
   */
  async bulk(
    actor: CompanyAccess,
    input: BulkInput,
    rights: ServiceRights & { changeCostCentre: boolean },
    audit: AuditRecorder,
  ): Promise<BulkServiceResult> {
    const costCentre =
      input.action === 'cost-centre'
        ? await this.repo.costPoolName(actor.companyId, input.costCentreId)
        : null;
    if (input.action === 'cost-centre' && costCentre === null)
      throw badRequest('No such cost centre.', { costCentreId: 'services.bulk.unknown-cost-centre' });
    if (input.action === 'cease' && input.terminationType !== 'immediate') {
      // The date of a scheduled bulk cease is one of /terminationdates (the same for every service that has
      // not ended), checked once for the selection rather than refused service by service.
      if (!input.terminationDate)
        throw badRequest('A scheduled termination needs its date.', {
          terminationDate: 'validation.cannot-be-empty',
        });
      if (
        !terminationDates(this.today(), SERVICE_LIMITS.terminationHorizonDays).includes(input.terminationDate)
      )
        throw badRequest('The date is not one of the termination dates.', {
          terminationDate: 'services.bulk.not-a-termination-date',
        });
    }
    const results: BulkServiceResult['results'] = [];
    for (const serviceId of new Set(input.serviceIds)) {
      let number: string | null = null;
      try {
        const row = await this.row(actor, serviceId);
        number = row.number;
        if (input.action === 'cost-centre') {
          if (!rights.changeCostCentre)
            throw apiError('FAIL_NOT_ALLOWED', 'Changing the cost centre needs the cost centre right.');
          if (isEnded(row.status as ServiceStatus))
            throw apiError('ILLEGAL_STATE', `The service is ${row.status}.`);
          await this.repo.change(
            actor.companyId,
            serviceId,
            undefined,
            { costPoolId: input.costCentreId },
            audit('service.cost-centre', `${describe(row)}: ${row.costPoolName ?? '–'} → ${costCentre}`),
          );
        } else {
          const { serviceIds: _ids, ...lifecycle } = input;
          await this.lifecycle(actor, serviceId, lifecycle, rights, undefined, audit);
        }
        results.push({ serviceId, number, ok: true, code: null });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        results.push({ serviceId, number, ok: false, code: error.code });
      }
    }
    return { results };
  }

  /** The service a power of attorney is for: not an ended one (409), with a validity §4 accepts. */
  private async poaService(actor: CompanyAccess, serviceId: string, form: PoaForm) {
    const row = await this.row(actor, serviceId);
    if (isEnded(row.status as ServiceStatus))
      throw apiError('ILLEGAL_STATE', `The service is ${row.status}.`);
    assertPoaValidity(form.validUntil, this.today());
    return row;
  }

  /**
   * §7 POST /poa/pdf: the paper to print and sign. It carries the whole personal identity code, so each
   * print is in the audit log (masked there), written before the paper is answered.
   */
  async poaPdf(
    actor: CompanyAccess & { companyName: string | null },
    serviceId: string,
    form: PoaForm,
    language: Parameters<typeof poaPdf>[1],
    audit: AuditRecorder,
  ) {
    const row = await this.poaService(actor, serviceId, form);
    await this.repo.record(
      audit(
        'service.poa-pdf',
        `${describe(row)}: ${form.holderName} ${maskPersonalId(form.holderPersonalId)}`,
      ),
    );
    return poaPdf(
      {
        kind: 'service',
        companyName: actor.companyName ?? actor.companyId,
        number: row.number,
        holderName: form.holderName,
        holderPersonalId: form.holderPersonalId,
        validUntil: form.validUntil,
        printedOn: this.today(),
      },
      language,
    );
  }

  /** §7 POST /poa/create: the power of attorney is recorded PENDING until the holder has signed it. */
  async poaCreate(
    actor: CompanyAccess,
    serviceId: string,
    form: PoaForm,
    audit: AuditRecorder,
  ): Promise<PowerOfAttorney> {
    const row = await this.poaService(actor, serviceId, form);
    const masked = maskPersonalId(form.holderPersonalId);
    const created = await this.poasRepo.powersOfAttorney().insert(
      {
        companyId: actor.companyId,
        serviceId: row.id,
        number: row.number,
        holderName: form.holderName,
        holderPersonalIdMasked: masked,
        validUntil: form.validUntil,
        status: 'PENDING',
        createdById: actor.user.id,
        createdByName: displayName(actor.user),
      },
      audit('service.poa-create', `${describe(row)}: ${form.holderName} ${masked} → ${form.validUntil}`),
    );
    return toPowerOfAttorney(created, this.today());
  }

  /** The company's powers of attorney (or one service's) with their §4 signing state, newest first. */
  async poaList(actor: CompanyAccess, query: PoaListQuery): Promise<PoaPage> {
    const today = this.today();
    const page = await this.poasRepo.poas(actor.companyId, query, today);
    return {
      ...page,
      items: page.items.map((item) => toPowerOfAttorney(item, today)),
    };
  }

  /**
   * Records the signing's result of a pending power of attorney, from the paper that came back: a signed
   * paper's personal identity code must be the holder's (POA_SSN_MISMATCH); a decided or expired one answers
   * its §4 result; one that is not the company's POA_NOT_FOUND (404).
   */
  async poaResult(
    actor: CompanyAccess,
    poaId: string,
    input: PoaResultForm,
    audit: AuditRecorder,
  ): Promise<PowerOfAttorney> {
    const poas = this.poasRepo.powersOfAttorney();
    const found = await poas.find(actor.companyId, poaId);
    if (!found) throw poaNotFound();
    return recordPoaResult(
      poas,
      actor,
      found,
      input,
      { recorder: audit, action: 'service.poa-result' },
      this.today(),
    );
  }

  /**
   * §4 replace SIM: a running SIM service gets a new card (a lost or broken one is replaced); the §5 ICCID
   * rules are those of /activatesim, the new card's PUK codes come with it, and a MODIFICATION order
   * records it.
   */
  async replaceSim(
    actor: CompanyAccess,
    serviceId: string,
    iccid: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<ServiceDetail> {
    const before = await this.row(actor, serviceId);
    const refusal = simReplacementRefusal(toServiceState(before));
    if (refusal) throw apiError(refusal.code, refusal.reason);
    if (!hasValidIccidCheckDigit(iccid))
      throw badRequest('The ICCID check digit does not match.', { iccid: 'validation.iccid' });
    if (!isOperatorIccid(iccid) || (await this.repo.iccidInUse(iccid)))
      throw apiError('FAIL_SIM_NOT_AVAILABLE', 'The SIM card is not available.');
    const order = actionOrder(actor, before, 'replace-sim', 'COMPLETED', {
      ICCID: iccid,
      previousICCID: before.iccid ?? '',
    });
    const row = await this.repo
      .change(
        actor.companyId,
        serviceId,
        expected,
        { iccid, simActivatedAt: new Date(), puk1: pukFrom(iccid, 1), puk2: pukFrom(iccid, 2) },
        alongAll(
          audit('service.replace-sim', `${describe(before)}: ICCID ${before.iccid} → ${iccid}`),
          async (tx) => {
            await this.desk.place(tx, order);
          },
        ),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw apiError('FAIL_SIM_NOT_AVAILABLE', 'The SIM card is not available.');
        throw error;
      });
    return toServiceDetail(row);
  }

  /** §7 /availableplans: the packages of the service's type it can change to. */
  async availablePlans(actor: CompanyAccess, serviceId: string): Promise<AvailablePlans> {
    const row = await this.row(actor, serviceId);
    const state = toServiceState(row);
    if (packageChangeRefusal(state, [row.packageCode], row.packageCode))
      return { currentCode: row.packageCode, plans: [] };
    return { currentCode: row.packageCode, plans: plansToChangeTo(state.type, row.packageCode) };
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
    const before = await this.row(actor, serviceId);
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
      if (await this.ordersRepo.hasOpenOrder(actor.companyId, serviceId, 'CHANGE', tx))
        throw apiError('ILLEGAL_STATE', 'A package change of the service is on order already.');
      const made = await this.desk.place(tx, order);
      await audit(
        'service.change-package',
        `${describe(before)}: ${before.packageName} → ${plan.name} (${made.orderType} ${made.orderNumber})`,
      )(tx);
      return made;
    });
    return toServiceOrder(placed, [plan.name]);
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
