import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { CartIcon, PrimaryLink } from '../../ui';
import headerAction from '../../ui/header-action.module.css';
import { useOutsidePointer } from '../../ui/use-outside-pointer';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { CartLines } from './cart-lines';
import { cartQuery } from './matsku-queries';
import styles from './mini-cart.module.css';
import parts from './shop-parts.module.css';

/** §2 mini cart: the basket's lines with quantity steppers and delete, the total and the way to order. */
export function MiniCart({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const cart = useQuery(cartQuery(companyId));
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsidePointer(root, isOpen, close);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  const count = cart.data?.totalItems ?? 0;
  return (
    <div
      ref={root}
      className={styles.miniCart}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <button
        type="button"
        className={headerAction.action}
        aria-expanded={isOpen}
        aria-controls="mini-cart"
        onClick={() => setOpen(!isOpen)}
      >
        <CartIcon />
        <VisuallyHidden>{t('matsku.cart.open', { count })}</VisuallyHidden>
        <span className={headerAction.count} aria-hidden="true">
          {count}
        </span>
      </button>
      {isOpen && cart.data ? (
        <section id="mini-cart" className={styles.miniCartPanel} aria-label={t('matsku.cart.title')}>
          <h2 className={parts.panelTitle}>{t('matsku.cart.title')}</h2>
          {cart.data.entries.length === 0 ? (
            <p>{t('matsku.cart.empty')}</p>
          ) : (
            <>
              <CartLines cart={cart.data} companyId={companyId} />
              <PrimaryLink to={`/${companyId}/matsku/ordersummary`}>{t('matsku.cart.to-order')}</PrimaryLink>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
