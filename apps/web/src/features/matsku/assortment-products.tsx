import { PRODUCT_STATUS_NAMES, type AdminProduct, type Assortment } from '@kaista/domain/matsku';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCodeName } from '../../lib/i18n/use-code-name';
import { Checkbox, Pager, QueryContent, SearchInput } from '../../ui';
import { adminProductsQuery, ADMIN_PAGE_SIZE } from './admin-queries';
import styles from './product-admin.module.css';

/**
 * The catalogue searched with each product's membership of the assortment, a box to tick on or off; the
 * editor keeps what was ticked (`isIn`, `onToggle`) across searches and pages.
 */
export function AssortmentProducts({
  assortment,
  isIn,
  onToggle,
}: {
  assortment: Assortment;
  isIn: (product: AdminProduct) => boolean;
  onToggle: (product: AdminProduct, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const statusName = useCodeName(PRODUCT_STATUS_NAMES);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const products = useQuery(adminProductsQuery({ q, offset, assortmentId: assortment.id }));

  return (
    <>
      <SearchInput
        label={t('matsku.admin.search')}
        value={text}
        onChange={setText}
        onSubmit={(value) => {
          setQ(value.trim());
          setOffset(0);
        }}
        clearLabel={t('matsku.clear-search')}
        searchLabel={t('matsku.search-button')}
        placeholder={t('matsku.search-placeholder')}
      />
      <fieldset className={styles.productChoices}>
        <legend>{t('matsku.admin.products-in', { name: assortment.name })}</legend>
        <QueryContent
          query={products}
          loading={{ label: t('matsku.loading'), variant: 'lines', lines: 4 }}
          failed={t('matsku.load-failed')}
          isEmpty={(data) => data.items.length === 0}
          empty={t('matsku.none')}
        >
          {(data) => (
            <>
              <ul className={styles.choiceList}>
                {data.items.map((product) => (
                  <li key={product.code}>
                    <Checkbox isSelected={isIn(product)} onChange={(on) => onToggle(product, on)}>
                      {`${product.name} (${product.code}) · ${statusName(product.status)}`}
                    </Checkbox>
                  </li>
                ))}
              </ul>
              <Pager
                label={t('matsku.paging')}
                offset={offset}
                pageSize={ADMIN_PAGE_SIZE}
                page={data}
                onOffset={setOffset}
              />
            </>
          )}
        </QueryContent>
      </fieldset>
    </>
  );
}
