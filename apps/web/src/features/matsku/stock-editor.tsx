import type { AdminStock } from '@kaista/domain/matsku';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { notify } from '../../lib/notifications/notification-store';
import { Button, DataTable, QueryContent, TextField } from '../../ui';
import { adminProductQuery, useSetStock } from './admin-queries';
import { isChangedMeanwhile, useAdminWriteFailed } from './admin-write-failed';
import styles from './product-admin.module.css';

/** One product's balance in every store that keeps it, each set on its own (If-Match on the product). */
export function StockEditor({ productCode, onClose }: { productCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery(adminProductQuery(productCode));
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setStock = useSetStock();
  const failed = useAdminWriteFailed();
  const errorText = useFieldErrorText();
  const keyOf = (row: AdminStock) => `${row.companyId}/${row.storeId}`;

  const save = (row: AdminStock) => {
    if (!detail.data) return;
    const key = keyOf(row);
    setStock.mutate(
      {
        product: detail.data,
        body: { companyId: row.companyId, storeId: row.storeId, balance: drafts[key] ?? row.balance },
      },
      {
        onSuccess: () => {
          setErrors((all) => ({ ...all, [key]: '' }));
          notify({ type: 'success', text: t('matsku.admin.stock-saved', { store: row.storeName }) });
        },
        onError: (error) => {
          // The balances were read again: the store's latest shows, not the value typed on the old one.
          if (isChangedMeanwhile(error)) setDrafts(({ [key]: _stale, ...rest }) => rest);
          failed(error, (fields) =>
            setErrors((all) => ({
              ...all,
              [key]: errorText(fields.balance ?? fields.storeId) ?? '',
            })),
          );
        },
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="stock-editor-title">
      <div className={styles.panelHeader}>
        <h2 id="stock-editor-title" className={styles.heading}>
          {t('matsku.admin.stock-of', { name: detail.data?.name ?? productCode })}
        </h2>
        <Button size="small" variant="tertiary" onPress={onClose}>
          {t('matsku.admin.close')}
        </Button>
      </div>
      <QueryContent
        query={detail}
        loading={{ label: t('matsku.loading'), variant: 'lines', lines: 3 }}
        failed={t('matsku.load-failed')}
        isEmpty={(data) => data.stock.length === 0}
        empty={t('matsku.admin.no-stores')}
      >
        {(data) => (
          <DataTable<AdminStock>
            rows={data.stock}
            rowKey={keyOf}
            columns={[
              { id: 'company', header: t('matsku.admin.company'), cell: (row) => row.companyName },
              {
                id: 'store',
                header: t('matsku.admin.store'),
                cell: (row) => `${row.storeName} (${row.storeId})`,
              },
              {
                id: 'balance',
                header: t('matsku.admin.balance'),
                cell: (row) => (
                  <span className={styles.actions}>
                    <TextField
                      label={t('matsku.admin.balance-of', { store: row.storeName })}
                      value={drafts[keyOf(row)] ?? String(row.balance)}
                      onChange={(value) => setDrafts((all) => ({ ...all, [keyOf(row)]: value }))}
                      inputMode="numeric"
                      errorMessage={errors[keyOf(row)] || undefined}
                      className={styles.balance}
                    />
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('matsku.admin.save-stock-of', { store: row.storeName })}
                      isDisabled={setStock.isPending}
                      onPress={() => save(row)}
                    >
                      {t('matsku.admin.save')}
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
    </section>
  );
}
