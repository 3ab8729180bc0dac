import { BULK_ORDER_LIMITS, type BulkCheck, type BulkCheckedRow } from '@kaista/domain/orders';
import { formatCents, toLanguage } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, DataTable, Notification } from '../../ui';
import { useBulkColumnName } from './use-bulk-column-name';
import styles from './orders.module.css';

interface BulkOrderResultProps {
  checked: BulkCheck;
  isSending: boolean;
  onSubmit: () => void;
}

/** The checked file: its own problems, every row with its problems, and the submit once there are none. */
export function BulkOrderResult({ checked, isSending, onSubmit }: BulkOrderResultProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const money = (cents: number) => formatCents(cents, language);
  const columnName = useBulkColumnName();

  const problems = (row: BulkCheckedRow) =>
    row.errors.length === 0 ? (
      <span className={styles.rowOk}>{t('orders.bulk.row-ok')}</span>
    ) : (
      <ul className={styles.rowProblems}>
        {row.errors.map((error) => (
          <li key={`${error.column}-${error.key}`}>
            {error.column ? `${columnName(error.column)}: ` : ''}
            {t(error.key)}
          </li>
        ))}
      </ul>
    );
  const columns = [
    { id: 'row', header: t('orders.bulk.row'), cell: (row: BulkCheckedRow) => row.rowNumber },
    {
      id: 'package',
      header: columnName('package'),
      cell: (row: BulkCheckedRow) => row.packageName ?? row.values.package,
    },
    { id: 'number', header: columnName('number'), cell: (row: BulkCheckedRow) => row.values.number },
    { id: 'endUser', header: columnName('endUser'), cell: (row: BulkCheckedRow) => row.values.endUser },
    {
      id: 'monthly',
      header: t('orders.order.monthly'),
      className: styles.amount,
      cell: (row: BulkCheckedRow) => money(row.monthlyCents),
    },
    { id: 'problems', header: t('orders.bulk.problems'), cell: problems },
  ];
  const ready = checked.fileErrors.length === 0 && checked.errorRows === 0 && checked.orderType;

  return (
    <section aria-labelledby="bulk-result" className={styles.bulkSection}>
      <h2 id="bulk-result">{t('orders.bulk.result')}</h2>
      {checked.fileErrors.map((error) => (
        <Notification key={error.key} type="error">
          {t(error.key, {
            columns: error.columns.map(columnName).join(', '),
            max: BULK_ORDER_LIMITS.rowsMax,
          })}
        </Notification>
      ))}
      {checked.rows.length > 0 ? (
        <>
          {checked.errorRows > 0 ? (
            <Notification type="error" isLive>
              {t('orders.bulk.rows-with-problems', {
                count: checked.errorRows,
                total: checked.rows.length,
              })}
            </Notification>
          ) : (
            <Notification type="success" isLive>
              {t('orders.bulk.all-rows-ok', {
                count: checked.rows.length,
                kind: t(`orders.bulk.kind.${checked.orderType ?? 'NEW'}`),
                monthly: money(checked.monthlyCents),
              })}
            </Notification>
          )}
          <DataTable
            caption={t('orders.bulk.rows', { file: checked.fileName })}
            columns={columns}
            rows={checked.rows}
            rowKey={(row) => String(row.rowNumber)}
            labelWidth="9.5rem"
          />
        </>
      ) : null}
      {ready ? (
        <div>
          <Button onPress={onSubmit} isDisabled={isSending}>
            {t('orders.bulk.submit', { count: checked.rows.length })}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('orders.bulk.fix-and-choose')}</p>
      )}
    </section>
  );
}
