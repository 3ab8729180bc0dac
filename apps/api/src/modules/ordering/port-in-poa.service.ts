import type { BundleStructure, PortInPoa } from '@kaista/domain/ordering';
import {
  maskPersonalId,
  type poaInputSchema,
  type PoaResultInput,
  type PowerOfAttorney,
} from '@kaista/domain/powers-of-attorney';
import type { Language } from '@kaista/domain/shared/formatting';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import { poaPdf } from '../../powers-of-attorney/poa-pdf';
import { assertPoaValidity, poaNotFound, recordPoaResult } from '../../powers-of-attorney/poa-desk';
import { PoasRepo } from '../../powers-of-attorney/poas.repo';
import type { AuditRecorder } from '../../routing/change-audit';
import type { CartRow } from './carts.repo';
import type { CartsService } from './carts.service';
import { portInPoaRefusals, portInPoaStates } from './port-in-poa-states';
import { linkedPoaId, portInSelections, portInTargetOf, withPoaLinked } from './port-in-selections';

type Expected = number | undefined;
type PoaForm = z.output<typeof poaInputSchema>;

/**
 * The power of attorney a port-in's owner change needs (§4, decision 018): the holder of the number being
 * ported in authorises the company. It is a power of attorney like a service's (one table, one PDF, one
 * signing result), made for the selection's saved number and linked to the selection by its id, which the
 * order then carries. An owner change without a signed one keeps the cart from being ordered.
 */
export class PortInPoaService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartsService,
    private readonly today: () => string,
  ) {}

  /** §7 /poa/pdf: the paper for the port-in's number, printed for the holder to sign; audited, not stored. */
  async pdf(
    access: CompanyAccess,
    uid: string,
    code: string,
    bundleNo: number,
    form: PoaForm,
    language: Language,
    audit: AuditRecorder,
  ) {
    const row = await this.carts.get(access, uid, code);
    const target = await portInTargetOf(this.db, row, bundleNo);
    assertPoaValidity(form.validUntil, this.today());
    await audit(
      'order.port-in-poa-pdf',
      `${target.number}: ${form.holderName} ${maskPersonalId(form.holderPersonalId)}`,
    )(this.db);
    return poaPdf(
      {
        kind: 'port-in',
        companyName: access.companyName,
        number: target.number,
        holderName: form.holderName,
        holderPersonalId: form.holderPersonalId,
        validUntil: form.validUntil,
        printedOn: this.today(),
      },
      language,
    );
  }

  /** §7 /poa/create: recorded PENDING and linked to the selection, in the cart write (If-Match). */
  create(
    access: CompanyAccess,
    uid: string,
    code: string,
    bundleNo: number,
    form: PoaForm,
    expected: Expected,
    audit: AuditRecorder,
  ) {
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
      const target = await portInTargetOf(tx, row, bundleNo);
      assertPoaValidity(form.validUntil, this.today());
      const masked = maskPersonalId(form.holderPersonalId);
      const created = await new PoasRepo(tx).insert(
        {
          companyId: row.companyId,
          number: target.number,
          cartCode: row.code,
          bundleNo,
          holderName: form.holderName,
          holderPersonalIdMasked: masked,
          validUntil: form.validUntil,
          status: 'PENDING',
          createdById: access.user.id,
          createdByName: displayName(access.user),
        },
        audit(
          'order.port-in-poa-create',
          `${target.number}: ${form.holderName} ${masked} → ${form.validUntil}`,
        ),
      );
      return withPoaLinked(row.lines, target, created.id);
    });
  }

  /** The signing's result of the selection's power of attorney; one of another selection is POA_NOT_FOUND. */
  async result(
    access: CompanyAccess,
    uid: string,
    code: string,
    bundleNo: number,
    input: PoaResultInput,
    audit: AuditRecorder,
  ): Promise<PowerOfAttorney> {
    const row = await this.carts.get(access, uid, code);
    const target = await portInTargetOf(this.db, row, bundleNo);
    const repo = new PoasRepo(this.db);
    const poaId = linkedPoaId(target);
    const found = poaId ? await repo.find(row.companyId, poaId) : null;
    if (!found) throw poaNotFound();
    return recordPoaResult(
      repo,
      access,
      found,
      input,
      { recorder: audit, action: 'order.port-in-poa-result' },
      this.today(),
    );
  }

  /** Each port-in selection's power of attorney and what it means for the order, by bundle number. */
  async states(
    db: Database,
    row: CartRow,
    structures: ReadonlyMap<string, BundleStructure>,
  ): Promise<Map<number, PortInPoa>> {
    const targets = portInSelections(row.lines, structures);
    const today = this.today();
    const poas = targets.length ? await new PoasRepo(db).ofCart(row.companyId, row.code) : [];
    return portInPoaStates(targets, poas, today);
  }

  /** The pre-order check's facts: each port-in that lacks its signed power of attorney, at its field. */
  async refusals(db: Database, row: CartRow, structures: ReadonlyMap<string, BundleStructure>) {
    const states = await this.states(db, row, structures);
    return portInPoaRefusals(portInSelections(row.lines, structures), states);
  }
}
