import type { CartRules, ProductRuleKind } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { structuresOf } from './cart-access';
import type { CartsService } from './carts.service';

/** The catalogue's product rules as they bear on a cart's lines. */
export class CartRulesService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartsService,
  ) {}

  /**
   * §7 /restrictions, /prerequisites, /modifications: the catalogue rules of one kind that the products chosen
   * in each of the caller's cart's lines bring, both products named by offering type and name.
   */
  async list(access: CompanyAccess, uid: string, code: string, kind: ProductRuleKind): Promise<CartRules> {
    const row = await this.carts.get(access, uid, code);
    const structures = await structuresOf(
      this.db,
      row.lines.map((line) => line.rootBundleTemplateId),
    );
    return {
      rules: row.lines.flatMap((line) => {
        const structure = structures.get(line.rootBundleTemplateId);
        const chosen = new Set(line.products.map((product) => product.productCode));
        const named = (productCode: string) => {
          const product = structure?.products.find((candidate) => candidate.code === productCode);
          return product
            ? { code: product.code, name: product.name, offeringType: product.offeringType }
            : null;
        };
        return (structure?.rules ?? []).flatMap((rule) => {
          const product = named(rule.productCode);
          const target = named(rule.targetCode);
          return rule.kind === kind && chosen.has(rule.productCode) && product && target
            ? [{ orderlineBundleNo: line.orderlineBundleNo, kind, product, target }]
            : [];
        });
      }),
    };
  }
}
