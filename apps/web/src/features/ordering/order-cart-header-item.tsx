import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { isRealCompanyId, meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';
import { CartIcon } from '../../ui';
import headerAction from '../../ui/header-action.module.css';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { useCartItemCount } from './use-cart-summary';

/**
 * §2: outside the shop (which has its own mini cart) the header's cart icon leads to the order cart, with the
 * count of what it holds, for a real company and whoever has a cart there: who may order, and an employee who
 * requests orders (§4: the request is made of the cart; a DC user holds every permission). Its text is the
 * shell's, which every page has loaded.
 */
export function OrderCartHeaderItem({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  const isShown =
    isRealCompanyId(companyId) &&
    !pathname.startsWith(`/${companyId}/matsku`) &&
    meetsAccessRequirement(user, companyId, ORDERING_ACCESS.order, flags);
  const count = useCartItemCount(companyId, isShown);
  if (!isShown) return null;
  return (
    <Link to={`/${companyId}/order/new/cart`} className={headerAction.action}>
      <CartIcon />
      <VisuallyHidden>{t('shell.order-cart', { count })}</VisuallyHidden>
      <span className={headerAction.count} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
