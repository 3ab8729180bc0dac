import {
  SIM_SERVICE_TYPES,
  TERMINATION_KINDS,
  type ServiceAction,
  type ServiceStatus,
  type ServiceType,
  type SuspensionKind,
  type TerminationKind,
} from './service-enums';
import { plansToChangeTo } from './service-plans';
import { addIsoDays, isWorkingDay } from '../shared/formatting/working-days';

/** The facts of a service its §4 rules look at. */
export interface ServiceState {
  status: ServiceStatus;
  type: ServiceType;
  suspensionKind: SuspensionKind | null;
  scheduledTermination: string | null;
  iccid: string | null;
  /** The package (plan) the service has, the one a package change leaves. */
  packageCode: string;
}

/** What the caller may do by permission (the server's guards, the web's rights). */
export interface ServiceRights {
  readPuk: boolean;
  suspendResume: boolean;
  terminate: boolean;
  activateSim: boolean;
  /** Change orders of a subscription (ORDERS_WRITE_CHANGEORDER): a package change, a SIM replacement. */
  changeOrder: boolean;
  /** §9 scheduled-service-termination. */
  scheduledTermination: boolean;
  /** Operator staff (CC, DC): they alone put on and lift credit and collection suspensions. */
  operatorStaff: boolean;
}

/** A refused action: §8 ILLEGAL_STATE for the service's state, FAIL_NOT_ALLOWED for the caller. */
export type RuleRefusal = { ok: false; code: 'ILLEGAL_STATE' | 'FAIL_NOT_ALLOWED'; reason: string };
export type RuleResult<T> = { ok: true; value: T } | RuleRefusal;

const refuse = (code: RuleRefusal['code'], reason: string): RuleRefusal => ({ ok: false, code, reason });

/** §4 the statuses of a service that has ended. */
export const ENDED_SERVICE_STATUSES = ['TERMINATED', 'CANCELLED'] as const satisfies readonly ServiceStatus[];
/** §4: a service that has ended takes no action at all. */
export const isEnded = (status: ServiceStatus) =>
  (ENDED_SERVICE_STATUSES as readonly string[]).includes(status);
export const hasSim = (type: ServiceType) => SIM_SERVICE_TYPES.includes(type);

/** The customer's own suspension kind; credit and collection suspensions are the operator's. */
export const CUSTOMER_SUSPENSION: SuspensionKind = 'customerSuspend';

/** §4 suspend: an ACTIVE service is barred with one of the suspension kinds. */
export function suspendRule(
  service: ServiceState,
  kind: SuspensionKind,
  rights: Pick<ServiceRights, 'operatorStaff'>,
): RuleResult<{ status: 'BARRED'; suspensionKind: SuspensionKind }> {
  if (service.status !== 'ACTIVE')
    return refuse('ILLEGAL_STATE', `a ${service.status} service cannot be suspended`);
  if (kind !== CUSTOMER_SUSPENSION && !rights.operatorStaff)
    return refuse('FAIL_NOT_ALLOWED', `${kind} is put on by the operator only`);
  return { ok: true, value: { status: 'BARRED', suspensionKind: kind } };
}

/**
 * §4 resume: only a service suspended with a suspension kind comes back to ACTIVE; a service barred by the
 * operator's network (BARREDBYDNA) or not suspended at all cannot be resumed.
 */
export function resumeRule(
  service: ServiceState,
  rights: Pick<ServiceRights, 'operatorStaff'>,
): RuleResult<{ status: 'ACTIVE'; suspensionKind: null }> {
  if (service.status !== 'BARRED' || !service.suspensionKind)
    return refuse('ILLEGAL_STATE', `a ${service.status} service is not suspended`);
  if (service.suspensionKind !== CUSTOMER_SUSPENSION && !rights.operatorStaff)
    return refuse('FAIL_NOT_ALLOWED', `${service.suspensionKind} is lifted by the operator only`);
  return { ok: true, value: { status: 'ACTIVE', suspensionKind: null } };
}

/** A termination as it is to be written: at once, or scheduled for a date. */
export type CeasePlan =
  | { kind: 'immediate'; status: 'TERMINATED'; endedOn: string }
  | { kind: 'scheduled' | 'scheduledNumberWaived'; scheduledTermination: string };

/** A fixed broadband connection is named by a connection id, not a phone number: it has no number to waive. */
const hasNumberToWaive = (type: ServiceType | undefined) => type !== 'broadband';

/**
 * §4 cease: immediate, scheduled, or scheduled with the number waived. A scheduled one needs a date of
 * `terminationDates`; a service already scheduled or ended cannot be ceased again.
 */
export function ceaseRule(
  service: ServiceState,
  kind: TerminationKind,
  date: string | undefined,
  today: string,
  rights: Pick<ServiceRights, 'scheduledTermination'>,
): RuleResult<CeasePlan> {
  if (isEnded(service.status)) return refuse('ILLEGAL_STATE', `a ${service.status} service cannot be ceased`);
  if (service.scheduledTermination && kind !== 'immediate')
    return refuse('ILLEGAL_STATE', `the service ends on ${service.scheduledTermination} already`);
  if (kind === 'immediate') return { ok: true, value: { kind, status: 'TERMINATED', endedOn: today } };
  if (kind === 'scheduledNumberWaived' && !hasNumberToWaive(service.type))
    return refuse('ILLEGAL_STATE', `a ${service.type} connection has no number to waive`);
  if (!rights.scheduledTermination) return refuse('FAIL_NOT_ALLOWED', 'scheduled terminations are off');
  if (!date || !terminationDates(today).includes(date))
    return refuse('ILLEGAL_STATE', 'the termination date is not one of the termination dates');
  return { ok: true, value: { kind, scheduledTermination: date } };
}

/**
 * §4 cease: the kinds a cease form offers. Only at once when a termination is scheduled already or scheduled
 * terminations are off (§9), and no waiving of a number a connection does not have, as ceaseRule decides.
 * Without a type (several services at once) every kind is offered and each service's own rule decides.
 */
export function terminationKindsOffered(
  service: Pick<ServiceState, 'scheduledTermination'> & { type?: ServiceType },
  rights: Pick<ServiceRights, 'scheduledTermination'>,
): readonly TerminationKind[] {
  if (service.scheduledTermination || !rights.scheduledTermination) return ['immediate'];
  return TERMINATION_KINDS.filter(
    (kind) => kind !== 'scheduledNumberWaived' || hasNumberToWaive(service.type),
  );
}

/** The §8 answer of a SIM activation that cannot be made. */
export type SimActivationRefusal = 'FAIL_ALREADY_ACTIVATED' | 'FAIL_CANNOT_ACTIVATE' | 'FAIL_NOT_ALLOWED';

/**
 * §4 activate SIM: a new SIM service gets its SIM card and becomes ACTIVE. One already running says
 * FAIL_ALREADY_ACTIVATED, one that has ended or is barred FAIL_CANNOT_ACTIVATE, one without a SIM
 * FAIL_NOT_ALLOWED.
 */
export function simActivationRefusal(service: ServiceState): SimActivationRefusal | null {
  if (!hasSim(service.type)) return 'FAIL_NOT_ALLOWED';
  if (service.status === 'ACTIVE') return 'FAIL_ALREADY_ACTIVATED';
  if (service.status !== 'NEW') return 'FAIL_CANNOT_ACTIVATE';
  return null;
}

/**
 * §4 replace SIM: a running SIM service (ACTIVE or suspended) that has a card gets a new one. A new service
 * gets its first card by activation; one without a SIM has none to replace.
 */
export function simReplacementRefusal(service: ServiceState): RuleRefusal | null {
  if (!hasSim(service.type) || !service.iccid)
    return refuse('ILLEGAL_STATE', `a ${service.type} service without a SIM card has none to replace`);
  if (service.status !== 'ACTIVE' && service.status !== 'BARRED')
    return refuse('ILLEGAL_STATE', `the SIM of a ${service.status} service cannot be replaced`);
  return null;
}

/** §4 change package, whatever the package asked for: only an ACTIVE service not about to end changes it. */
export function packageChangeStateRefusal(service: ServiceState): RuleRefusal | null {
  if (service.status !== 'ACTIVE')
    return refuse('ILLEGAL_STATE', `a ${service.status} service cannot change its package`);
  if (service.scheduledTermination)
    return refuse('ILLEGAL_STATE', `the service ends on ${service.scheduledTermination}`);
  return null;
}

/**
 * §4 change package: an ACTIVE service not about to end changes to another package of its own type (one of
 * `plansToChangeTo`).
 */
export function packageChangeRefusal(
  service: ServiceState,
  planCodes: readonly string[],
  packageCode: string,
): RuleRefusal | null {
  const refusal = packageChangeStateRefusal(service);
  if (refusal) return refusal;
  if (!planCodes.includes(packageCode))
    return refuse('ILLEGAL_STATE', `${packageCode} is not a package this service can change to`);
  return null;
}

/**
 * The check digit of an ICCID (ITU-T E.118): the Luhn digit over the digits before it. A typing error in a
 * SIM card's number is caught here rather than activating someone else's card.
 */
export function hasValidIccidCheckDigit(iccid: string): boolean {
  if (!/^\d{19,22}$/.test(iccid)) return false;
  let sum = 0;
  for (let index = 0; index < iccid.length; index++) {
    let digit = Number(iccid[iccid.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The operator's own SIM cards: ICCIDs of the telecom industry (89), Finland (358) and the operator's issuer. */
export const OPERATOR_ICCID_PREFIX = '89358';

/** Whether an ICCID is one of the operator's cards: its issuer's prefix and a matching check digit. */
export const isOperatorIccid = (iccid: string): boolean =>
  iccid.startsWith(OPERATOR_ICCID_PREFIX) && hasValidIccidCheckDigit(iccid);

/** The Luhn check digit to append to `body` (for making valid ICCIDs). */
export function iccidCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++)
    if (hasValidIccidCheckDigit(`${body}${digit}`)) return String(digit);
  return '0';
}

/** An ACTIVE service not about to end, whose type has another package to change to (a switchboard user's has not). */
const packageChangeOffered = (service: ServiceState): boolean =>
  packageChangeStateRefusal(service) === null &&
  plansToChangeTo(service.type, service.packageCode).length > 0;

/** §4: the actions the caller may take on the service now, by permission and by state, in §4 order. */
export function availableServiceActions(service: ServiceState, rights: ServiceRights): ServiceAction[] {
  if (isEnded(service.status)) return [];
  const actions: ServiceAction[] = [];
  if (rights.readPuk && hasSim(service.type) && service.iccid) actions.push('view-puk');
  if (rights.activateSim && simActivationRefusal(service) === null) actions.push('activate-sim');
  if (rights.changeOrder && simReplacementRefusal(service) === null) actions.push('replace-sim');
  if (rights.changeOrder && packageChangeOffered(service)) actions.push('change-package');
  if (rights.suspendResume && resumeRule(service, rights).ok) actions.push('resume');
  if (rights.suspendResume && service.status === 'ACTIVE') actions.push('suspend');
  if (rights.terminate) actions.push('cease');
  if (rights.changeOrder) actions.push('poa');
  return actions;
}

/**
 * §7 /terminationdates: the Finnish working days (no weekend, no public holiday) from tomorrow to
 * SERVICE_LIMITS' horizon on which a scheduled termination may take effect. `today` is an ISO date.
 */
export function terminationDates(today: string, horizonDays = 180): string[] {
  const dates: string[] = [];
  for (let day = 1; day <= horizonDays; day++) {
    const date = addIsoDays(today, day);
    if (isWorkingDay(date)) dates.push(date);
  }
  return dates;
}
