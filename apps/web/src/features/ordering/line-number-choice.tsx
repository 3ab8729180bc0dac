import type { Cart, CartLineView, NumberPorts } from '@kaista/domain/ordering';
import { GENERIC_ERROR_KEY } from '@kaista/domain/shared/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { Notification, RadioGroup } from '../../ui';
import { useChangeBundle } from './cart-line-mutations';
import { useCartOwner } from './cart-queries';
import { cartRefusalKey } from './cart-refusal';
import { structureQuery } from './catalogue-queries';
import type { Problems } from './details-section';
import { isNumberChoice, portInBundle } from './number-port-rules';
import { PortInSelections } from './port-in-selections';
import { bundleProducts } from './structure-products';
import styles from './ordering.module.css';

/** One subscription line's number choice (new, CSN or port-in) and, for a port-in, its transfers. */
export function LineNumberChoice({
  cart,
  line,
  ports,
  problems,
}: {
  cart: Cart;
  line: CartLineView;
  ports: NumberPorts | undefined;
  problems: Problems;
}) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const structure = useQuery(structureQuery(owner.id, line.rootBundleTemplateId));
  const change = useChangeBundle();
  const [failure, setFailure] = useState<string | null>(null);
  const numberBundle = structure.data ? portInBundle(structure.data) : undefined;
  if (!structure.data || !numberBundle) return null;
  const choices = bundleProducts(structure.data, numberBundle);
  const chosen = line.products.find((p) => p.bundleTemplateId === numberBundle.originalId);
  const isPortIn = chosen?.offeringType === 'NUMBER_PORT_IN';
  const lineName = line.products[0]?.name ?? line.name;
  const bundleTemplateId = numberBundle.originalId;

  async function choose(productCode: string) {
    setFailure(null);
    try {
      await change.mutateAsync({
        cart,
        input: { orderlineBundleNo: line.orderlineBundleNo, bundleTemplateId, productCode, action: 'CHANGE' },
      });
    } catch (error) {
      // The call is silent: the section says what it was, as the product page does: the catalogue rule the
      // choice broke, a cart changed meanwhile, or the §8 code's text (else the generic one).
      setFailure((error instanceof HttpError ? cartRefusalKey(error) : null) ?? GENERIC_ERROR_KEY);
    }
  }

  return (
    <div className={styles.selection}>
      {failure ? <Notification type="error">{t(failure)}</Notification> : null}
      <RadioGroup
        label={t('ordering.port-in.choice', { name: lineName })}
        options={choices.map((product) => ({
          value: product.code,
          label: product.name,
          ...(isNumberChoice(product.offeringType)
            ? { description: t(`ordering.number-kind.${product.offeringType}`) }
            : {}),
        }))}
        value={chosen?.code ?? null}
        onChange={(code) => void choose(code)}
        isReadOnly={change.isPending}
      />
      {isPortIn && ports ? (
        <PortInSelections cart={cart} line={line} lineName={lineName} ports={ports} problems={problems} />
      ) : null}
    </div>
  );
}
