import { ORDER_CATEGORY_NAMES, ORDER_CATEGORIES, type OrderCategory } from '@kaista/domain/ordering';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { EmptyState, LoadingPlaceholder, Page, PageHeader, ProductImage, PrimaryLink } from '../../ui';
import { BroadbandByAddress } from './broadband-by-address';
import { CartTemplates } from './cart-templates';
import { CategoryTabs } from './category-tabs';
import { useCart } from './cart-queries';
import { offeringsQuery } from './catalogue-queries';
import { pricesText } from './price-text';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './ordering.module.css';

const asCategory = (value: string | null): OrderCategory =>
  ORDER_CATEGORIES.find((category) => category === value) ?? 'subscriptions';

const PANEL_ID = 'order-category-panel';

/** §2 /{companyId}/order/new: the order categories as tabs and each category's offerings. */
export function OrderNewPage() {
  const { t, i18n } = useTranslation();
  const categoryName = useCodeName(ORDER_CATEGORY_NAMES);
  const companyId = useCompanyId();
  const [search, setSearch] = useSearchParams();
  const category = asCategory(search.get('category'));
  // The last category's answer stays while the next loads, so its tabs stay put under the arrow keys.
  const offerings = useQuery({ ...offeringsQuery(companyId, category), placeholderData: keepPreviousData });
  const { cart } = useCart();
  const tabs = offerings.data?.categories ?? [category];

  return (
    <Page labelledBy="order-new-title">
      <PageHeader
        id="order-new-title"
        title={t('shell.nav.new-order')}
        actions={
          cart && cart.totalItems > 0 ? (
            <PrimaryLink to="cart">{t('ordering.go-to-cart', { count: cart.totalItems })}</PrimaryLink>
          ) : null
        }
      />
      <CartTemplates cart={cart} />
      <CategoryTabs
        tabs={tabs}
        selected={category}
        onSelect={(tab) => setSearch({ category: tab })}
        panelId={PANEL_ID}
      />
      {offerings.isPending || offerings.isPlaceholderData ? (
        <LoadingPlaceholder label={t('ordering.loading')} />
      ) : category === 'broadband' && offerings.data?.offerings.length ? (
        // Issue 10: broadband starts with the address, and offers what that address can have.
        <div role="tabpanel" id={PANEL_ID} aria-label={categoryName(category)}>
          <BroadbandByAddress offerings={offerings.data.offerings} />
        </div>
      ) : offerings.data?.offerings.length ? (
        // The panel holds the list, so that its items stay a list's (a tabpanel role on the ul itself orphans them).
        <div role="tabpanel" id={PANEL_ID} aria-label={categoryName(category)}>
          <ul className={styles.cards}>
            {offerings.data.offerings.map((offering) => (
              <li key={offering.code} className={styles.card}>
                <ProductImage
                  src={offering.imageUrl ?? undefined}
                  alt=""
                  isCard
                  className={styles.cardImage}
                />
                <h2 className={styles.cardTitle}>
                  <Link to={`product/${offering.code}`}>{offering.name}</Link>
                </h2>
                <p>{offering.description}</p>
                <p className={styles.price}>{pricesText(t, i18n.language, offering.prices)}</p>
                {offering.stock !== null ? (
                  <p className={offering.stock > 0 ? styles.inStock : styles.noStock}>
                    {offering.stock > 0
                      ? t('ordering.in-stock', { count: offering.stock })
                      : t('ordering.no-stock')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <EmptyState>{t('ordering.no-offerings')}</EmptyState>
      )}
    </Page>
  );
}
