import type { Assortment, CreateAssortment, UpdateAssortmentValues } from '@kaista/domain/matsku';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { badRequest, notFound } from '../../http-errors';
import type { AuditRecorder } from '../../routing/change-audit';
import type { AssortmentsRepo } from './assortments.repo';

const listed = (values: readonly string[]) => (values.length ? values.join(', ') : '–');

/**
 * §2 assortments, kept by the operator: every change is conditional on the version read and audited in
 * its own transaction in the log of no company (0), as the catalogue is every company's.
 */
export class AssortmentsService {
  constructor(private readonly assortmentRepo: AssortmentsRepo) {}

  async assortments(): Promise<Assortment[]> {
    return this.assortmentRepo.assortments();
  }

  private async oneAssortment(id: string): Promise<Assortment> {
    const found = (await this.assortmentRepo.assortments()).find((assortment) => assortment.id === id);
    if (!found) throw notFound('Assortment');
    return found;
  }

  /** An assortment's name is unique; the assortment being renamed may keep its own. */
  private async checkNameFree(name: string, exceptId?: string): Promise<void> {
    if (await this.assortmentRepo.nameTaken(name, exceptId))
      throw badRequest('The name is taken.', { name: FIELD_ERROR_KEYS.assortmentNameTaken });
  }

  async createAssortment(input: CreateAssortment, audit: AuditRecorder): Promise<Assortment> {
    const name = input.name.trim();
    await this.checkNameFree(name);
    const row = await this.assortmentRepo.createAssortment(name, audit('shop-assortment.create', name));
    return this.oneAssortment(row.id);
  }

  /**
   * Renames an assortment, sets the companies that buy from it and adds and removes products. The default
   * assortment serves every company without its own, so no company is named for it.
   */
  async updateAssortment(
    id: string,
    expected: number | undefined,
    input: UpdateAssortmentValues,
    audit: AuditRecorder,
  ): Promise<Assortment> {
    const before = await this.assortmentRepo.assortment(id);
    if (!before) throw notFound('Assortment');
    const name = input.name.trim();
    await this.checkNameFree(name, id);
    const companyIds = [...new Set(input.companyIds)].sort();
    if (before.isDefault && companyIds.length)
      throw badRequest('The default assortment serves every company without its own.', {
        companyIds: FIELD_ERROR_KEYS.choice,
      });
    const addProducts = [...new Set(input.addProducts)];
    const removeProducts = [...new Set(input.removeProducts)];
    const known = await this.assortmentRepo.existing(companyIds, [...addProducts, ...removeProducts]);
    if (companyIds.some((companyId) => !known.companies.has(companyId)))
      throw badRequest('A chosen company does not exist.', { companyIds: FIELD_ERROR_KEYS.choice });
    if (addProducts.some((code) => !known.products.has(code)))
      throw badRequest('A chosen product does not exist.', { addProducts: FIELD_ERROR_KEYS.choice });
    const beforeCompanies = before.isDefault ? [] : await this.assortmentRepo.companiesOf(id);
    const subject = [
      before.name === name ? name : `${before.name} → ${name}`,
      before.isDefault ? null : `companies ${listed(beforeCompanies)} → ${listed(companyIds)}`,
      addProducts.length ? `+${addProducts.join(' +')}` : null,
      removeProducts.length ? `−${removeProducts.join(' −')}` : null,
    ]
      .filter(Boolean)
      .join('; ');
    await this.assortmentRepo.updateAssortment(
      id,
      expected,
      { name, companyIds, addProducts, removeProducts },
      audit('shop-assortment.update', subject),
    );
    return this.oneAssortment(id);
  }
}
