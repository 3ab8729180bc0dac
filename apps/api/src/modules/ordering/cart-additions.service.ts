import {
  addressRefusal,
  analyticsItems,
  assertProductRules,
  changeProduct,
  choiceType,
  chosenLine,
  INSTALLATION_ADDRESS,
  nextBundleNo,
  valueKey,
  startLine,
  type ChosenProduct,
} from '@kaista/domain/ordering';
import type { z } from 'zod';
import type { addBundleSchema } from '@kaista/domain/ordering';
import { apiError, badRequest } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { bundleRuleError, companyStructure } from './cart-access';
import { recordChange } from './cart-change-events';
import type { CartsService } from './carts.service';
import { CatalogueRepo } from './catalogue.repo';
import type { BroadbandService } from './broadband.service';

type AddBundle = z.output<typeof addBundleSchema>;

const MISSING_MAIN_PRODUCT =
  'Selected subscription is missing main product information and cannot be added to cart';

/** §4 a new bundle in a cart: its products configured from the catalogue, checked against stock and address. */
export class CartAdditionsService {
  constructor(
    private readonly carts: CartsService,
    /** Broadband by address (issue 10): a cart add with an address is checked against it. */
    private readonly broadband?: BroadbandService,
  ) {}

  async addBundle(
    access: CompanyAccess,
    uid: string,
    code: string,
    body: AddBundle,
    expected: number | undefined,
  ) {
    const installedAt =
      body.addressId === undefined || !this.broadband
        ? null
        : await this.broadband.installationAddress(body.addressId, body.productCode);
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
      const structure = await companyStructure(tx, row.companyId, body.rootBundleTemplateId);
      const main = structure.products.find((product) => product.code === body.productCode);
      if (!structure.bundles.some((bundle) => bundle.mainProductBundle))
        throw badRequest(MISSING_MAIN_PRODUCT);
      const noAddress = addressRefusal(main, body.addressId);
      if (noAddress)
        throw badRequest('A fixed line is ordered for an address: addressId is required.', noAddress);
      if (main?.stock !== null && main?.stock !== undefined) {
        // A kept structure's count may be old (decision 014): the stock is read as it is now.
        const stock = (await new CatalogueRepo(tx).stocks([main.code])).get(main.code) ?? 0;
        if (stock < body.quantity) throw apiError('NO_STOCK', `${main.name}: only ${stock} in stock.`);
      }
      const products = this.configure(structure, body);
      const orderlineBundleNo = nextBundleNo(row.lines);
      // The address a fixed line was chosen at is its installation address.
      const installation =
        installedAt !== null && main?.characteristics.some((c) => c.code === INSTALLATION_ADDRESS)
          ? { [valueKey(main.code, INSTALLATION_ADDRESS)]: installedAt }
          : {};
      const selections = Array.from({ length: body.quantity }, (_, index) => ({
        bundleNo: orderlineBundleNo + 1 + index,
        values: { ...installation },
      }));
      const line = {
        orderlineBundleNo,
        rootBundleTemplateId: structure.rootBundleTemplateId,
        products,
        selections,
      };
      await recordChange(tx, row, 'add_to_cart', analyticsItems([line]));
      return [...row.lines, line];
    });
  }

  private configure(structure: Parameters<typeof startLine>[0], body: AddBundle): ChosenProduct[] {
    try {
      if (!body.defaults) return chosenLine(structure, body.productCode, body.products);
      let chosen = startLine(structure, body.productCode);
      for (const product of body.products) {
        const bundle = structure.bundles.find(
          (candidate) => candidate.originalId === product.bundleTemplateId,
        );
        const action = bundle && choiceType(bundle) === 'SINGLE_VALUE' ? 'CHANGE' : 'ADD';
        // The catalogue's rules hold for the line as a whole: a prerequisite may come after what needs it.
        chosen = changeProduct(structure, chosen, product, action, false);
      }
      assertProductRules(structure, chosen);
      return chosen;
    } catch (error) {
      return bundleRuleError(error, structure);
    }
  }
}
