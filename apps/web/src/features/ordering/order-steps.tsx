import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { useTranslation } from '../../lib/i18n/use-translation';
import { NavLink } from 'react-router';
import { useAccess } from '../../lib/routing/use-access';
import styles from './ordering.module.css';

const STEPS = ['cart', 'contents', 'details'] as const;

/**
 * §2 /order/new steps after the product: the cart, its contents (the order details of each item), details.
 * A requester (§4 order requests) sends the cart as a request from the contents, so has no details step.
 */
export function OrderSteps() {
  const { t } = useTranslation();
  const mayOrder = useAccess(ORDERING_ACCESS.submit);
  const steps = mayOrder ? STEPS : STEPS.filter((step) => step !== 'details');
  return (
    <nav aria-label={t('ordering.steps.label')}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>
            <NavLink
              to={`../${step}`}
              relative="path"
              className={({ isActive }) => (isActive ? styles.activeStep : undefined)}
            >
              {t(`ordering.steps.${step}`)}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
