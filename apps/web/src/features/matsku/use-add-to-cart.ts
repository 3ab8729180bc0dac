import { fitCartQuantity } from '@kaista/domain/matsku';
import { TIMINGS } from '@kaista/domain/shared/constants';
import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { i18n } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications/notification-store';
import { useCartChange } from './matsku-queries';

/**
 * §8: adding to the basket tells how it went; the least quantity is one package (§5). A double click adds one
 * package: its second press, within a double click's time of the first, is the same press (§2: a busy button
 * ignores clicks, and a quick server has answered the first before the second comes).
 */
export function useAddToCart(companyId: string) {
  const { t } = useTranslation();
  const change = useCartChange(companyId);
  const lastPress = useRef({ code: '', at: 0 });
  const add = (product: { code: string; name: string; packageSize: number }) => {
    const now = Date.now();
    if (lastPress.current.code === product.code && now - lastPress.current.at < TIMINGS.doublePressMs) return;
    lastPress.current = { code: product.code, at: now };
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
  };
  return { add, isPending: change.isPending };
}
