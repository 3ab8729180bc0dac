import type {
  CostPool,
  CostPoolPage,
  CostPoolValues,
  Payer,
  PayerPage,
  PayerValues,
} from '@kaista/domain/invoices';
import type { Page } from '@kaista/domain/shared/api';
import { COUNTRIES, F_INVOICE_OPERATORS, COST_CENTRE_LIMITS } from '@kaista/domain/invoices';
import type { Language } from '@kaista/domain/shared/formatting';
import { isUniqueViolation } from '../../db/unique-violation';
import { apiError, notFound } from '../../http-errors';
import { changeSubject, type AuditRecorder } from '../../routing/change-audit';
import type { CostPoolsRepo } from './cost-pools.repo';
import { toCostPool, toPayer } from './invoicing-mapper';
import type { PayerRow, PayersRepo } from './payers.repo';

const mapPage = <R, T>(page: Page<R>, map: (row: R) => T): Page<T> => ({
  ...page,
  items: page.items.map(map),
});

/** The values of an agreement as its audit subject compares them. */
const auditedValues = (payer: Payer) => {
  const {
    id: _id,
    number: _number,
    createdAt: _created,
    updatedAt: _updated,
    version: _version,
    ...values
  } = payer;
  return values;
};

/** §7 billing agreements, cost pools and their reference data; the §3 delivery rules are the contract's. */
export class PayersService {
  constructor(
    private readonly payers: PayersRepo,
    private readonly costPools: CostPoolsRepo,
  ) {}

  async list(companyId: string, query: { offset: number; pageSize: number; q?: string }): Promise<PayerPage> {
    return mapPage(await this.payers.list(companyId, query), toPayer);
  }

  /** Another company's agreement is reported exactly like a missing one. */
  async get(companyId: string, payerId: string): Promise<PayerRow> {
    const row = await this.payers.find(companyId, payerId);
    if (!row) throw notFound('Billing agreement');
    return row;
  }

  async create(companyId: string, values: PayerValues, audit: AuditRecorder): Promise<PayerRow> {
    return this.payers.create(companyId, values, (row) =>
      audit('payer.create', `${row.name} (${row.number})`),
    );
  }

  async update(
    companyId: string,
    payerId: string,
    values: PayerValues,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<PayerRow> {
    const before = toPayer(await this.get(companyId, payerId));
    return this.payers.update(companyId, payerId, values, expected, (row) =>
      audit(
        'payer.update',
        changeSubject(`${row.name} (${row.number})`, auditedValues(before), auditedValues(toPayer(row))),
      ),
    );
  }

  async costPoolList(companyId: string): Promise<CostPool[]> {
    return (await this.costPools.all(companyId, COST_CENTRE_LIMITS.pickerMax)).map(toCostPool);
  }

  async costPoolPage(
    companyId: string,
    query: { offset: number; pageSize: number; name?: string },
  ): Promise<CostPoolPage> {
    return mapPage(await this.costPools.page(companyId, query), toCostPool);
  }

  async costPool(companyId: string, id: string): Promise<CostPool> {
    const row = await this.costPools.find(companyId, id);
    if (!row) throw notFound('Cost centre');
    return toCostPool(row);
  }

  /** A name is unique in the company whatever its case: 409 PARTY_EXISTS_WITH_NAME, as §8 names it. */
  async createCostPool(companyId: string, values: CostPoolValues, audit: AuditRecorder): Promise<CostPool> {
    if (await this.costPools.nameTaken(companyId, values.name)) throw costPoolNameTaken();
    const row = await this.costPools.create(companyId, values, audit('cost-centre.create', values.name));
    if (!row) throw costPoolNameTaken();
    return toCostPool(row);
  }

  /** A new name (unique, as when added) or description, conditional on the version read (412 when stale). */
  async updateCostPool(
    companyId: string,
    id: string,
    values: CostPoolValues,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<CostPool> {
    const before = await this.costPool(companyId, id);
    if (await this.costPools.nameTaken(companyId, values.name, id)) throw costPoolNameTaken();
    const audited = (pool: CostPool) => ({ name: pool.name, description: pool.description });
    try {
      const row = await this.costPools.update(companyId, id, values, expected, (row) =>
        audit('cost-centre.update', changeSubject(before.name, audited(before), audited(toCostPool(row)))),
      );
      return toCostPool(row);
    } catch (error) {
      // Two renames to one name at once: the unique index refuses the second.
      throw isUniqueViolation(error) ? costPoolNameTaken() : error;
    }
  }

  countries(language: Language, deliverableOnly: boolean) {
    return COUNTRIES.filter((country) => !deliverableOnly || country.deliverable).map((country) => ({
      code: country.code,
      name: country.names[language],
      deliverable: country.deliverable,
    }));
  }

  fInvoiceOperators() {
    return F_INVOICE_OPERATORS.map(({ code, name }) => ({ code, name }));
  }
}

const costPoolNameTaken = () =>
  apiError('PARTY_EXISTS_WITH_NAME', 'The company already has a cost centre with this name.', 'name');
