import { BULK_ORDER_COLUMNS } from '@kaista/domain/orders';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FactsList } from '../../ui';
import { templateHref } from './bulk-order-template';
import { useBulkColumnName } from './use-bulk-column-name';
import styles from './orders.module.css';

// One file orders one kind (the check refuses a second), so each kind has its own template.
const KINDS = ['new', 'change'] as const;

/** The file's columns, each with its help, and a template to fill in for each kind of order. */
export function BulkOrderColumns() {
  const { t } = useTranslation();
  const columnName = useBulkColumnName();
  return (
    <section aria-labelledby="bulk-columns" className={styles.bulkSection}>
      <h2 id="bulk-columns">{t('orders.bulk.columns')}</h2>
      <FactsList mutedTerms wideTerms stackOnNarrow>
        {BULK_ORDER_COLUMNS.map((column) => (
          <div key={column} className={styles.fact}>
            <dt>{columnName(column)}</dt>
            <dd>{t(`orders.bulk.column-help.${column}`)}</dd>
          </div>
        ))}
      </FactsList>
      <p className={styles.templates}>
        {KINDS.map((kind) => (
          <a
            key={kind}
            className={styles.link}
            download={t(`orders.bulk.template-${kind}-file`)}
            href={templateHref(BULK_ORDER_COLUMNS.map(columnName), [
              t(`orders.bulk.example-${kind}`).split(';'),
            ])}
          >
            {t(`orders.bulk.template-${kind}`)}
          </a>
        ))}
      </p>
    </section>
  );
}
