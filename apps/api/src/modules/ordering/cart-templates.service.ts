import {
  TEMPLATE_NAME_TAKEN,
  appendTemplate,
  assertProductRules,
  templateLines,
  templateNameTaken,
  type CartLine,
  type CartTemplate,
} from '@kaista/domain/ordering';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartTemplates } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError, badRequest, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { ownUser } from '../../plugins/session/own-user';
import { bundleRuleError, structuresOf } from './cart-access';
import type { CartsService } from './carts.service';

type TemplateRow = typeof cartTemplates.$inferSelect;

/**
 * Cart templates ("new employee kit"): a cart saved under a name for the company, listed to everyone who may
 * order there, and started from by adding its lines to the caller's cart. A template keeps products and
 * quantities only; starting from one checks it against the catalogue as it is now.
 */
export class CartTemplatesService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartsService,
  ) {}

  private async toTemplate(row: TemplateRow, db: Database = this.db): Promise<CartTemplate> {
    const structures = await structuresOf(
      db,
      row.lines.map((line) => line.rootBundleTemplateId),
    );
    return {
      id: row.id,
      name: row.name,
      lines: row.lines.map((line) => {
        const structure = structures.get(line.rootBundleTemplateId);
        const main = structure?.bundles.find((bundle) => bundle.mainProductBundle);
        const code = line.products.find((p) => p.bundleTemplateId === main?.originalId)?.productCode;
        const name = structure?.products.find((p) => p.code === code)?.name ?? structure?.name ?? '';
        return { name, quantity: line.selections.length };
      }),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async save(access: CompanyAccess, uid: string, code: string, name: string): Promise<CartTemplate> {
    const cart = await this.carts.get(access, uid, code);
    if (cart.lines.length === 0)
      throw badRequest('An empty cart is no template.', { name: 'ordering.template.empty-cart' });
    const taken = await this.db
      .select({ name: cartTemplates.name })
      .from(cartTemplates)
      .where(eq(cartTemplates.companyId, access.companyId));
    if (
      templateNameTaken(
        taken.map((other) => other.name),
        name,
      )
    )
      throw nameTaken();
    const [row] = await this.db
      .insert(cartTemplates)
      .values({
        companyId: access.companyId,
        name,
        lines: templateLines(cart.lines),
        createdBy: access.user.id,
      })
      .returning()
      // Two saves of one name at once: the unique index on the company's lower-cased names decides.
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    return this.toTemplate(row!);
  }

  async list(access: CompanyAccess, uid: string): Promise<{ templates: CartTemplate[] }> {
    ownUser(access, uid);
    const rows = await this.db
      .select()
      .from(cartTemplates)
      .where(eq(cartTemplates.companyId, access.companyId))
      .orderBy(asc(cartTemplates.name), asc(cartTemplates.id));
    return { templates: await Promise.all(rows.map((row) => this.toTemplate(row))) };
  }

  private async find(access: CompanyAccess, id: string, db: Database = this.db): Promise<TemplateRow> {
    const [row] = await db
      .select()
      .from(cartTemplates)
      .where(and(eq(cartTemplates.companyId, access.companyId), eq(cartTemplates.id, id)));
    if (!row) throw notFound('Cart template');
    return row;
  }

  async remove(access: CompanyAccess, uid: string, id: string): Promise<string> {
    ownUser(access, uid);
    const row = await this.find(access, id);
    await this.db
      .delete(cartTemplates)
      .where(and(eq(cartTemplates.companyId, access.companyId), eq(cartTemplates.id, id)));
    return row.name;
  }

  /** Adds the template's lines to the caller's cart, each still offered by the catalogue and within its rules. */
  start(access: CompanyAccess, uid: string, code: string, templateId: string, expected: number | undefined) {
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
      const template = await this.find(access, templateId, tx);
      const structures = await structuresOf(
        tx,
        template.lines.map((line) => line.rootBundleTemplateId),
      ).catch(() => {
        throw badRequest('The catalogue no longer offers what the template orders.', {
          templateId: 'ordering.template.outdated',
        });
      });
      for (const line of template.lines) checkLine(line, structures.get(line.rootBundleTemplateId)!);
      return appendTemplate(row.lines, template.lines);
    });
  }
}

/** A template line must still be what the catalogue offers: its products in its bundles, within the rules. */
function checkLine(line: CartLine, structure: Parameters<typeof assertProductRules>[0]) {
  const offered = line.products.every((product) =>
    structure.bundles.some(
      (bundle) =>
        bundle.originalId === product.bundleTemplateId &&
        bundle.products.some((choice) => choice.code === product.productCode) &&
        structure.products.some((p) => p.code === product.productCode),
    ),
  );
  if (!offered)
    throw badRequest('The catalogue no longer offers what the template orders.', {
      templateId: 'ordering.template.outdated',
    });
  try {
    assertProductRules(structure, line.products);
  } catch (error) {
    bundleRuleError(error, structure);
  }
}

/** 409: the company already has a template of this name (compared as `templateNameKey` does). */
const nameTaken = () =>
  new HttpError(409, 'CONFLICT', 'The company already has a cart template of this name.', {
    name: TEMPLATE_NAME_TAKEN,
  });
