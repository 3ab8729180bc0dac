import { PRODUCT_STATUS_NAMES, type AdminProduct } from '@kaista/domain/matsku';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, type DataTableColumn, RowActions } from '../../ui';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './product-admin.module.css';

export interface ProductAdminActions {
  /** Synchronises a staged product. */
  onSync: (product: AdminProduct) => void;
  /** Approves a synchronised product (online) or withdraws it (offline). */
  onStatus: (product: AdminProduct, next: 'online' | 'offline') => void;
  /** The product whose stock editor is open, if any; `onStock` opens or closes it. */
  stockOf: string | null;
  onStock: (product: AdminProduct) => void;
}

/** The operator's catalogue columns: the product, its category, §4 status, stock and the actions it allows. */
export function useProductAdminColumns({
  onSync,
  onStatus,
  stockOf,
  onStock,
}: ProductAdminActions): DataTableColumn<AdminProduct>[] {
  const { t } = useTranslation();
  const statusName = useCodeName(PRODUCT_STATUS_NAMES);
  return [
    {
      id: 'name',
      header: t('matsku.admin.product'),
      cell: (row) => (
        <span className={styles.name}>
          {row.name}
          <span className={styles.code}>{row.code}</span>
        </span>
      ),
    },
    {
      id: 'category',
      header: t('matsku.categories'),
      cell: (row) => t(`matsku.category.${row.category}`),
    },
    {
      id: 'status',
      header: t('matsku.admin.status'),
      cell: (row) => (
        <span className={styles.status} data-status={row.status}>
          {statusName(row.status)}
          {row.synced ? null : ` · ${t('matsku.admin.unsynced')}`}
        </span>
      ),
    },
    {
      id: 'stock',
      header: t('matsku.admin.total-stock'),
      cell: (row) => t('matsku.units', { count: row.totalStock }),
    },
    {
      id: 'actions',
      header: t('matsku.admin.actions'),
      screenOnly: true,
      cell: (row) => (
        <RowActions>
          {row.synced ? null : (
            <Button
              size="small"
              variant="secondary"
              aria-label={t('matsku.admin.synchronize-named', { name: row.name })}
              onPress={() => onSync(row)}
            >
              {t('matsku.admin.synchronize')}
            </Button>
          )}
          {row.status === 'online' ? (
            <Button
              size="small"
              variant="secondary"
              aria-label={t('matsku.admin.withdraw-named', { name: row.name })}
              onPress={() => onStatus(row, 'offline')}
            >
              {t('matsku.admin.withdraw')}
            </Button>
          ) : row.synced ? (
            <Button
              size="small"
              aria-label={t('matsku.admin.approve-named', { name: row.name })}
              onPress={() => onStatus(row, 'online')}
            >
              {t('matsku.admin.approve')}
            </Button>
          ) : null}
          <Button
            size="small"
            variant="tertiary"
            aria-label={t('matsku.admin.stock-named', { name: row.name })}
            aria-expanded={stockOf === row.code}
            onPress={() => onStock(row)}
          >
            {t('matsku.admin.stock')}
          </Button>
        </RowActions>
      ),
    },
  ];
}
