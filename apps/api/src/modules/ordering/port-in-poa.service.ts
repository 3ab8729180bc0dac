import {
  numberPortOf,
  PORT_IN_POA_CODE,
  portInPoaRefusal,
  valueKey,
  type BundleStructure,
  type CartLine,
  type CartSelection,
  type PortInPoa,
} from '@kaista/domain/ordering';
import {
  maskPersonalId,
  type poaInputSchema,
  type PoaResultInput,
  type PoaStatus,
  type PowerOfAttorney,
} from '@kaista/domain/powers-of-attorney';
import type { Language } from '@kaista/domain/shared/formatting';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { apiError, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import { poaPdf } from '../../powers-of-attorney/poa-pdf';
import {
  assertPoaValidity,
  poaNotFound,
  recordPoaResult,
  toPowerOfAttorney,
} from '../../powers-of-attorney/poa-desk';
import { PoasRepo, type PoaRow } from '../../powers-of-attorney/poas.repo';
import type { AuditRecorder } from '../../routing/change-audit';
import { structuresOf } from './cart-access';
import type { CartRow } from './carts.repo';
import type { CartsService } from './carts.service';
import { portInProduct } from './number-port.service';

type Expected = number | undefined;
type PoaForm = z.output<typeof poaInputSchema>;

/** A selection of the cart that ports a number in, with its port-in product's code and saved values. */
interface PortInTarget {
  line: CartLine;
  selection: CartSelection;
  productCode: string;
  number: string;
  ownerChange: boolean;
}

/** The port-in selections of a cart's lines (a line whose number bundle chose the port-in). */
export function portInSelections(
  lines: readonly CartLine[],
  structures: ReadonlyMap<string, BundleStructure>,
): PortInTarget[] {
  return lines.flatMap((line) => {
    const product = portInProduct(structures.get(line.rootBundleTemplateId), line);
    if (!product) return [];
    return line.selections.map((selection) => {
      const { number, ownerChange } = numberPortOf(selection.values, product.code);
      return { line, selection, productCode: product.code, number, ownerChange };
    });
  });
}

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

  /** The selection's port-in: 404 for a bundle the cart lacks, 409 for one that ports nothing or no number yet. */
  private async target(db: Database, row: CartRow, bundleNo: number): Promise<PortInTarget> {
    const line = row.lines.find((candidate) =>
      candidate.selections.some((selection) => selection.bundleNo === bundleNo),
    );
    if (!line) throw notFound('Bundle');
    const structures = await structuresOf(db, [line.rootBundleTemplateId]);
    const target = portInSelections([line], structures).find((t) => t.selection.bundleNo === bundleNo);
    if (!target) throw apiError('ILLEGAL_STATE', 'The selection does not port a number in.');
    if (!target.number) throw apiError('ILLEGAL_STATE', 'Save the number to port in first.');
    return target;
  }

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
    const target = await this.target(this.db, row, bundleNo);
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
      const target = await this.target(tx, row, bundleNo);
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
      const key = valueKey(target.productCode, PORT_IN_POA_CODE);
      return row.lines.map((line) =>
        line !== target.line
          ? line
          : {
              ...line,
              selections: line.selections.map((selection) =>
                selection === target.selection
                  ? { ...selection, values: { ...selection.values, [key]: created.id } }
                  : selection,
              ),
            },
      );
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
    const target = await this.target(this.db, row, bundleNo);
    const repo = new PoasRepo(this.db);
    const poaId = target.selection.values[valueKey(target.productCode, PORT_IN_POA_CODE)];
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
    const rows = targets.length ? await new PoasRepo(db).ofCart(row.companyId, row.code) : [];
    const byId = new Map<string, PoaRow>(rows.map((poa) => [poa.id, poa]));
    return new Map(
      targets.map((target) => {
        const poaId = target.selection.values[valueKey(target.productCode, PORT_IN_POA_CODE)];
        const found = poaId ? (byId.get(poaId) ?? null) : null;
        const refusal = portInPoaRefusal(
          target,
          found && { ...found, status: found.status as PoaStatus },
          today,
        );
        return [
          target.selection.bundleNo,
          {
            required: target.ownerChange,
            poa: found && toPowerOfAttorney(found, today),
            refusal,
          },
        ];
      }),
    );
  }

  /** The pre-order check's facts: each port-in that lacks its signed power of attorney, at its field. */
  async refusals(db: Database, row: CartRow, structures: ReadonlyMap<string, BundleStructure>) {
    const states = await this.states(db, row, structures);
    return portInSelections(row.lines, structures).flatMap((target) => {
      const refusal = states.get(target.selection.bundleNo)?.refusal;
      return refusal
        ? [
            {
              field: `${target.selection.bundleNo}.${valueKey(target.productCode, PORT_IN_POA_CODE)}`,
              refusal,
            },
          ]
        : [];
    });
  }
}
