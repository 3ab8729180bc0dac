import {
  BULK_ORDER_COLUMNS,
  BULK_ORDER_FILE_TYPES,
  BULK_ORDER_LIMITS,
  bulkOrderCalls,
  type BulkCheck,
  type BulkCheckedRow,
} from '@kaista/domain/orders';
import { apiErrorMessageKey, isApiErrorCode, type ApiErrorCode } from '@kaista/domain/shared/api';
import { formatAmount, toLanguage } from '@kaista/domain/shared/formatting';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUploads, type UploadRules } from '../../lib/forms/use-uploads';
import { HttpError } from '../../lib/http/http-error';
import { uploadFile } from '../../lib/http/upload-file';
import { notify } from '../../lib/notifications/notification-store';
import { useOrderRequestsPath } from '../../lib/routing/order-requests-path';
import { Button, DataTable, FactsList, Notification, Page, PageHeader } from '../../ui';
import { FilePicker } from '../../ui/file-picker/file-picker';
import { orderKeys } from './orders-queries';
import { useOrderOwner } from './use-order-owner';
import styles from './orders.module.css';

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

const refuseFile: UploadRules['refuse'] = (file) => {
  if (!(BULK_ORDER_FILE_TYPES as readonly string[]).includes(extensionOf(file.name)))
    return 'orders.bulk.wrong-type';
  if (file.size > BULK_ORDER_LIMITS.fileMaxBytes) return 'orders.bulk.too-large';
  return undefined;
};

/** §8 codes of a submit that sending the same file again would only repeat, in the bulk order's own words. */
const SUBMIT_REFUSALS: Partial<Record<ApiErrorCode, string>> = {
  ILLEGAL_STATE: 'orders.bulk.already-ordered',
  NUMBER_RESERVATION_FAILED: 'orders.bulk.numbers-taken',
};

/**
 * Why the server refused the file, when it says so: the file's own problem (400 on the field `file`, worded as
 * the check words it), a file ordered already or numbers no longer free (409), or another §8 code's own text;
 * else a file too large or of another type (413, 415).
 */
function refusalOf(error: HttpError): string | undefined {
  const field = error.fieldErrors.file;
  if (field) return field;
  if (isApiErrorCode(error.code)) return SUBMIT_REFUSALS[error.code] ?? apiErrorMessageKey(error.code);
  if (error.status === 413) return 'orders.bulk.too-large';
  if (error.status === 415) return 'orders.bulk.wrong-type';
  return undefined;
}

/** The file's problem after a failed check or submit: the server's reason, else that it could not be sent. */
const failureOf: UploadRules['failure'] = (_status, error) =>
  (error instanceof HttpError ? refusalOf(error) : undefined) ?? 'orders.bulk.failed';

const BULK_RULES: UploadRules = { refuse: refuseFile, failure: failureOf };

/**
 * The page tells the refusals it words itself at the file, so no notice stands beside them (a notice saying
 * "try again" would contradict "ordered already"); any other failure (a lost session, no permission, a
 * server fault) keeps its §8 notice.
 */
const UPLOAD_OPTIONS = { tells: (error: HttpError) => refusalOf(error) !== undefined };

/** The template's CSV: the columns in the page's language and one example row of each kind. */
function templateHref(header: readonly string[], examples: readonly (readonly string[])[]): string {
  const csv = [header, ...examples].map((row) => row.join(';')).join('\r\n');
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}\r\n`)}`;
}

/**
 * /{companyId}/orders/bulk: a CSV or XLSX file of new subscriptions or package changes (issue 11). Choosing the
 * file checks it at once (a dry run: nothing is ordered) and lists every row with its problems; a file without
 * problems is then submitted as one order with a line per row, its upload's progress shown, and the order opens.
 * A corrected file is simply chosen again.
 */
export function BulkOrderPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const owner = useOrderOwner();
  const requestsPath = useOrderRequestsPath(owner.id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const uploads = useUploads(BULK_RULES);
  const [checked, setChecked] = useState<BulkCheck | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const money = (cents: number) => formatAmount(cents / 100, 'EUR', language);
  const current = uploads.files[0];
  const columnName = (column: string) => t(`orders.bulk.column.${column}`);

  const choose = (chosen: File[]) => {
    for (const file of uploads.files) uploads.remove(file.key);
    setChecked(null);
    const added = uploads.add(chosen.slice(0, 1));
    void uploads.send(
      async (file, onProgress) =>
        setChecked(
          await uploadFile(bulkOrderCalls.check, { params: owner }, file, onProgress, UPLOAD_OPTIONS),
        ),
      added,
    );
  };

  const submit = async () => {
    if (!current) return;
    setSubmitting(true);
    let orderId: string | null = null;
    let orderNumber = '';
    type Requested = { number: string; approvers: string };
    let requested: Requested | null = null as Requested | null;
    const sent = await uploads.send(
      async (file, onProgress) => {
        const answer = await uploadFile(
          bulkOrderCalls.submit,
          { params: owner },
          file,
          onProgress,
          UPLOAD_OPTIONS,
        );
        if ('approvalRequired' in answer)
          requested = { number: answer.orderRequestNumber, approvers: answer.approverNames.join(', ') };
        else {
          orderId = answer.orderId;
          orderNumber = answer.orderNumber;
        }
      },
      [current],
    );
    setSubmitting(false);
    if (sent && requested) {
      // The order needs approval: the file went to the rules' approvers as an order request.
      notify({
        type: 'success',
        text: t('orders.bulk.requested', { number: requested.number, approvers: requested.approvers }),
      });
      void navigate(requestsPath);
      return;
    }
    if (!sent || !orderId) return;
    await client.invalidateQueries({ queryKey: orderKeys.company(owner.id) });
    notify({ type: 'success', text: t('orders.bulk.submitted', { number: orderNumber }) });
    void navigate(`/${owner.id}/orders/${orderId}`);
  };

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
  const ready = checked && checked.fileErrors.length === 0 && checked.errorRows === 0 && checked.orderType;

  return (
    <Page labelledBy="bulk-order-title">
      <PageHeader
        id="bulk-order-title"
        title={t('orders.bulk.title')}
        intro={t('orders.bulk.intro', { max: BULK_ORDER_LIMITS.rowsMax })}
        actions={
          <Link className={styles.link} to={`/${owner.id}/orders`}>
            {t('orders.order.back')}
          </Link>
        }
      />
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
        <a
          className={styles.link}
          download={t('orders.bulk.template-file')}
          href={templateHref(BULK_ORDER_COLUMNS.map(columnName), [
            t('orders.bulk.example-new').split(';'),
            t('orders.bulk.example-change').split(';'),
          ])}
        >
          {t('orders.bulk.template')}
        </a>
      </section>
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
              <Button onPress={() => void submit()} isDisabled={uploads.isSending}>
                {t('orders.bulk.submit', { count: checked.rows.length })}
              </Button>
            </div>
          ) : (
            <p className={styles.muted}>{t('orders.bulk.fix-and-choose')}</p>
          )}
        </section>
      ) : null}
    </Page>
  );
}
