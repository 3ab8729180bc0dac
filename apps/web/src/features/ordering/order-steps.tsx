import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './ordering.module.css';

const STEPS = ['cart', 'contents', 'details'] as const;

/** §2 /order/new steps after the product: the cart, its contents (the order details of each item), details. */
export function OrderSteps() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('ordering.steps.label')}>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
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
