import { isEnded, type ServiceStatus } from '@kaista/domain/services';
import {
  maskPersonalId,
  type PowerOfAttorney,
  type poaInputSchema,
  type poaListQuerySchema,
  type poaResultInputSchema,
  type PoaPage,
} from '@kaista/domain/powers-of-attorney';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { z } from 'zod';
import { apiError } from '../../http-errors';
import { displayName } from '../../plugins/session/display-name';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { poaPdf } from '../../powers-of-attorney/poa-pdf';
import {
  assertPoaValidity,
  poaNotFound,
  recordPoaResult,
  toPowerOfAttorney,
} from '../../powers-of-attorney/poa-desk';
import type { AuditRecorder } from '../../routing/change-audit';
import { describeService } from './service-audit';
import type { ServicePoasRepo } from './service-poas.repo';
import type { ServicesRepo } from './services.repo';
import type { ServicesService } from './services.service';

type PoaForm = z.output<typeof poaInputSchema>;
type PoaListQuery = z.output<typeof poaListQuerySchema>;
type PoaResultForm = z.output<typeof poaResultInputSchema>;

/** §7 /poa: a service's powers of attorney, printed, recorded PENDING and then signed or not. */
export class ServicePoasService {
  constructor(
    private readonly repo: ServicesRepo,
    private readonly poasRepo: ServicePoasRepo,
    private readonly services: ServicesService,
    private readonly today: () => string = helsinkiToday,
  ) {}

  /** The service a power of attorney is for: not an ended one (409), with a validity §4 accepts. */
  private async poaService(actor: CompanyAccess, serviceId: string, form: PoaForm) {
    const row = await this.services.row(actor, serviceId);
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
        `${describeService(row)}: ${form.holderName} ${maskPersonalId(form.holderPersonalId)}`,
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
      audit(
        'service.poa-create',
        `${describeService(row)}: ${form.holderName} ${masked} → ${form.validUntil}`,
      ),
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
}
