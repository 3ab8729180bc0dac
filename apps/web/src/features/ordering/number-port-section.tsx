import type { Cart } from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCartOwner } from './cart-queries';
import type { Problems } from './details-section';
import { LineNumberChoice } from './line-number-choice';
import { numberedLines } from './number-port-rules';
import { numberPortsQuery } from './number-queries';
import { NumberResources } from './number-resources';
import styles from './ordering.module.css';

/**
 * §4 number choice and port-in on the details step: for a subscription whose number bundle offers a port-in,
 * the orderer chooses a new number or a transfer of an existing one; a transfer asks the number, the owner
 * change, the contact person and phone, the signer of the power of attorney and the transfer time (§7 PUT
 * /numberport); an owner change then needs the holder's power of attorney (decision 018).
 */
export function NumberPortSection({ cart, problems }: { cart: Cart; problems: Problems }) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const ports = useQuery(numberPortsQuery(owner, cart));
  const numbered = numberedLines(cart);
  if (numbered.length === 0) return null;
  return (
    <section aria-labelledby="number-port-title" className={styles.detailsSection}>
      <h2 id="number-port-title" className={styles.sectionTitle}>
        {t('ordering.port-in.title')}
      </h2>
      <p>{t('ordering.port-in.intro')}</p>
      <NumberResources cart={cart} problems={problems} />
      {numbered.map((line) => (
        <LineNumberChoice
          key={line.orderlineBundleNo}
          cart={cart}
          line={line}
          ports={ports.data}
          problems={problems}
        />
      ))}
    </section>
  );
}
