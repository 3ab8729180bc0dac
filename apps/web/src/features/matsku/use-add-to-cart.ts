import { fitCartQuantity } from '@kaista/domain/matsku';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications/notification-store';
import { useCartChange } from './matsku-queries';

/** §8: adding to the basket tells how it went; the least quantity is one package (§5). */
export function useAddToCart(companyId: string) {
  const { t } = useTranslation();
  const change = useCartChange(companyId);
  const add = (product: { code: string; name: string; packageSize: number }) =>
    change.mutate(
      { kind: 'add', productCode: product.code, quantity: fitCartQuantity(1, product.packageSize) },
      {
        onSuccess: () =>
          notify({
            text: t('matsku.added', { name: product.name }),
            language: i18n.language,
            type: 'success',
          }),
      },
    );
  return { add, isPending: change.isPending };
}
