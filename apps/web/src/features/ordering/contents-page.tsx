import { useTranslation } from '../../lib/i18n/use-translation';
import { EmptyState, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { useCart } from './cart-queries';
import { ContentsForm } from './contents-form';
import { OrderSteps } from './order-steps';
import { PartyRolesSection } from './party-roles-section';

/**
 * §2 /order/new/contents: each item's order details (user, number, SIM…), checked by the §5 rules. Who may
 * order goes on to the details; a requester (§4 order requests) sends the cart as an order request from here,
 * as the payer, delivery and confirmation details are the approver's to give.
 */
export function ContentsPage() {
  const { t } = useTranslation();
  const { cart, isPending } = useCart();
  if (isPending) return <LoadingPlaceholder label={t('ordering.loading')} />;
  return (
    <Page labelledBy="contents-title">
      <PageHeader
        id="contents-title"
        title={t('ordering.steps.contents')}
        intro={t('ordering.contents-intro')}
      />
      <OrderSteps />
      {cart && cart.lines.length > 0 ? (
        <>
          <PartyRolesSection cart={cart} />
          <ContentsForm key={cart.code} cart={cart} />
        </>
      ) : (
        <EmptyState>{t('ordering.empty-cart')}</EmptyState>
      )}
    </Page>
  );
}
