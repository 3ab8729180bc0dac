import {
  hasSim,
  hasValidIccidCheckDigit,
  isEnded,
  isOperatorIccid,
  simActivationRefusal,
  simReplacementRefusal,
  type PukCodes,
  type ServiceDetail,
  type ServiceStatus,
} from '@kaista/domain/services';
import { isUniqueViolation } from '../../db/unique-violation';
import { apiError, badRequest } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { alongAll, describeService } from './service-audit';
import { actionOrder, type ServiceOrderDesk } from './service-orders';
import { toServiceDetail, toServiceState } from './services-mapper';
import type { ServicesRepo } from './services.repo';
import type { ServicesService } from './services.service';

/** A service's SIM card: its activation, its replacement and its PUK codes, each in the audit log. */
export class ServiceSimService {
  constructor(
    private readonly repo: ServicesRepo,
    private readonly services: ServicesService,
    private readonly desk: ServiceOrderDesk,
  ) {}

  /** §7 /pukcodes: the SIM's PUK codes; every view is in the audit log, written before they are answered. */
  async pukCodes(actor: CompanyAccess, serviceId: string, audit: AuditRecorder): Promise<PukCodes> {
    const row = await this.services.row(actor, serviceId);
    if (
      !hasSim(row.type as never) ||
      !row.iccid ||
      !row.puk1 ||
      !row.puk2 ||
      isEnded(row.status as ServiceStatus)
    )
      throw apiError('ILLEGAL_STATE', 'The service has no active SIM card.');
    await this.repo.record(audit('service.puk', describeService(row)));
    return { iccid: row.iccid, puk1: row.puk1, puk2: row.puk2 };
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
    const before = await this.services.row(actor, serviceId);
    const refusal = simActivationRefusal(toServiceState(before));
    if (refusal)
      throw apiError(refusal, `The SIM of a ${before.status} ${before.type} service cannot be activated.`);
    await this.checkCardFree(iccid);
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
          audit('service.activate-sim', `${describeService(before)}: NEW → ACTIVE, ICCID ${iccid}`),
          async (tx) => {
            await this.desk.place(
              tx,
              actionOrder(actor, before, 'activate-sim', 'COMPLETED', { ICCID: iccid }),
            );
          },
        ),
      )
      .catch(cardTakenMeanwhile);
    return toServiceDetail(row);
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
    const before = await this.services.row(actor, serviceId);
    const refusal = simReplacementRefusal(toServiceState(before));
    if (refusal) throw apiError(refusal.code, refusal.reason);
    await this.checkCardFree(iccid);
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
          audit('service.replace-sim', `${describeService(before)}: ICCID ${before.iccid} → ${iccid}`),
          async (tx) => {
            await this.desk.place(tx, order);
          },
        ),
      )
      .catch(cardTakenMeanwhile);
    return toServiceDetail(row);
  }

  /** §5 the ICCID of a new card: its check digit (400 at the field), the operator's and no other service's. */
  private async checkCardFree(iccid: string): Promise<void> {
    if (!hasValidIccidCheckDigit(iccid))
      throw badRequest('The ICCID check digit does not match.', { iccid: 'validation.iccid' });
    if (!isOperatorIccid(iccid) || (await this.repo.iccidInUse(iccid))) throw cardNotAvailable();
  }
}

const cardNotAvailable = () => apiError('FAIL_SIM_NOT_AVAILABLE', 'The SIM card is not available.');

/** Another activation or replacement took the card between the check and the write. */
const cardTakenMeanwhile = (error: unknown): never => {
  throw isUniqueViolation(error) ? cardNotAvailable() : error;
};

/** The PUK codes that come with a SIM card: eight digits derived from its ICCID by the card's maker. */
function pukFrom(iccid: string, which: 1 | 2): string {
  let value = which * 7_919;
  for (const digit of iccid) value = (value * 31 + Number(digit)) % 100_000_000;
  return String(value).padStart(8, '0');
}
