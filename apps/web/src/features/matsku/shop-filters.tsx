import {
  PRODUCT_SORTS,
  SHOP_CATEGORIES,
  STOCK_STATUSES,
  type ProductSearchQuery,
  type ProductSearchResult,
  SHOP_SEARCH_MAX,
} from '@kaista/domain/matsku';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown, ListSearchInput } from '../../ui';
import styles from './shop-filters.module.css';

const ALL = 'all';

interface ShopFiltersProps {
  state: ProductSearchQuery;
  facets: ProductSearchResult['facets'] | undefined;
  /** Whether stock is the reader's concern: not in a company without stores, where nothing is ordered. */
  stock: boolean;
  onChange: (change: Partial<ProductSearchQuery>) => void;
}

const countOf = (facet: { value: string; count: number }[] | undefined, value: string) =>
  facet?.find((entry) => entry.value === value)?.count ?? 0;

/** Free-text search, the category and availability facets with their counts, and the order. */
export function ShopFilters({ state, facets, stock, onChange }: ShopFiltersProps) {
  const { t } = useTranslation();
  // Counted over the first matches only (decision 016): each count is a lower bound, and a category the
  // counted matches lack may still have products, so every category is offered.
  const capped = facets?.capped ?? false;
  const withCount = (label: string, count: number) =>
    capped ? (count > 0 ? `${label} (${count}+)` : label) : `${label} (${count})`;
  const categories = [
    { id: ALL, label: t('matsku.all-categories') },
    ...SHOP_CATEGORIES.filter(
      (category) => capped || countOf(facets?.categories, category) > 0 || category === state.category,
    ).map((category) => ({
      id: category,
      label: withCount(t(`matsku.category.${category}`), countOf(facets?.categories, category)),
    })),
  ];
  const statuses = [
    { id: ALL, label: t('matsku.all-availability') },
    ...STOCK_STATUSES.map((status) => ({
      id: status,
      label: withCount(t(`matsku.stock.${status}`), countOf(facets?.statuses, status)),
    })),
  ];
  return (
    // A search landmark as FilterBar's, on the shop's own wider grid (its longer product group names fit).
    <div className={styles.filters} role="search" aria-label={t('matsku.filters')}>
      <ListSearchInput
        maxLength={SHOP_SEARCH_MAX}
        label={t('matsku.search')}
        placeholder={t('matsku.search-placeholder')}
        searched={state.q === '*' ? '' : state.q}
        onSearch={(q) => onChange({ q: q || '*' })}
        clearLabel={t('matsku.clear-search')}
        searchLabel={t('matsku.search-button')}
        className={styles.search}
      />
      <Dropdown
        label={t('matsku.categories')}
        options={categories}
        value={state.category ?? ALL}
        onChange={(value) =>
          onChange({
            category: value && value !== ALL ? (value as ProductSearchQuery['category']) : undefined,
          })
        }
      />
      {stock ? (
        <Dropdown
          label={t('matsku.availability')}
          options={statuses}
          value={state.status ?? ALL}
          onChange={(value) =>
            onChange({ status: value && value !== ALL ? (value as ProductSearchQuery['status']) : undefined })
          }
        />
      ) : null}
      <Dropdown
        label={t('matsku.sort-label')}
        options={PRODUCT_SORTS.map((sort) => ({ id: sort, label: t(`matsku.sort.${sort}`) }))}
        value={state.sort}
        onChange={(value) => onChange({ sort: (value ?? 'relevance') as ProductSearchQuery['sort'] })}
      />
    </div>
  );
}
