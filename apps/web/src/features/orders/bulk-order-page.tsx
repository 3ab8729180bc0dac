import { BULK_ORDER_LIMITS } from '@kaista/domain/orders';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BackLink, Page, PageHeader } from '../../ui';
import { FilePicker } from '../../ui/file-picker/file-picker';
import { BulkOrderColumns } from './bulk-order-columns';
import { BulkOrderResult } from './bulk-order-result';
import { useBulkOrder } from './use-bulk-order';
import { useOrderOwner } from './use-order-owner';
import styles from './orders.module.css';

/**
 * /{companyId}/orders/bulk: a CSV or XLSX file of new subscriptions or package changes (issue 11). Choosing the
 * file checks it at once (a dry run: nothing is ordered) and lists every row with its problems; a file without
 * problems is then submitted as one order with a line per row, its upload's progress shown, and the order opens.
 * A corrected file is simply chosen again.
 */
export function BulkOrderPage() {
  const { t } = useTranslation();
  const owner = useOrderOwner();
  const { uploads, current, checked, submitting, choose, submit } = useBulkOrder(owner);

  return (
    <Page labelledBy="bulk-order-title">
      <BackLink to={`/${owner.id}/orders`}>{t('orders.order.back')}</BackLink>
      <PageHeader
        id="bulk-order-title"
        title={t('orders.bulk.title')}
        intro={t('orders.bulk.intro', { max: BULK_ORDER_LIMITS.rowsMax })}
      />
      <BulkOrderColumns />
      <section aria-labelledby="bulk-file" className={styles.bulkSection}>
        <h2 id="bulk-file">{t('orders.bulk.file')}</h2>
        <FilePicker
          label={t('orders.bulk.choose')}
          hint={t('orders.bulk.hint')}
          chosenLabel={t('orders.bulk.chosen')}
          accept=".csv,.xlsx"
          files={uploads.files}
          onChoose={choose}
          isDisabled={uploads.isSending}
          progressLabel={(name) =>
            submitting ? t('orders.bulk.sending', { name }) : t('orders.bulk.checking', { name })
          }
        />
        <p aria-live="polite" className={styles.muted}>
          {submitting && current
            ? t('orders.bulk.progress', { percent: Math.round((current.progress ?? 0) * 100) })
            : ''}
        </p>
      </section>
      {checked ? (
        <BulkOrderResult checked={checked} isSending={uploads.isSending} onSubmit={() => void submit()} />
      ) : null}
    </Page>
  );
}
