import type { BundleStructure, ChosenProduct } from '@kaista/domain/ordering';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { useAddBundle } from './cart-line-mutations';
import { useCart } from './cart-queries';
import { cartRefusalKey } from './cart-refusal';
import type { ProductNotice } from './use-product-choices';

/** The product page's add to cart: the line as chosen, then the cart; a refusal is told by `onRefused`. */
export function useAddProduct(
  structure: BundleStructure,
  code: string,
  onRefused: (notice: ProductNotice | null) => void,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cart } = useCart();
  const add = useAddBundle();

  async function addToCart(quantity: number, chosen: readonly ChosenProduct[]) {
    try {
      await add.mutateAsync({
        cart,
        input: {
          rootBundleTemplateId: structure.rootBundleTemplateId,
          productCode: code,
          quantity,
          // The line is what the page shows chosen: a default the user took out is not put back.
          defaults: false,
          products: chosen.filter((product) => product.productCode !== code),
        },
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The call's notice has said the §8 code's text (no stock) or the status's; the page says the rule the
      // choice broke, a cart changed meanwhile or the same code's text, never another text beside it.
      const key = cartRefusalKey(error);
      onRefused(key ? { type: 'error', text: t(key) } : null);
      return;
    }
    void navigate('../../cart', { relative: 'path' });
  }
  return { addToCart, isAdding: add.isPending };
}
