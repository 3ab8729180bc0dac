import { portInPoaCalls, type Cart, type NumberPortEntry } from '@kaista/domain/ordering';
import { formatServiceNumber } from '@kaista/domain/services';
import { apiErrorMessageKey } from '@kaista/domain/shared/api';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { fetchFile } from '../../lib/api/fetch-file';
import { HttpError } from '../../lib/http/http-error';
import { Notification, PoaForm, PoaResultForm, type PoaRefusalText } from '../../ui';
import { useCartOwner } from './cart-queries';
import { useCreatePortInPoa, useRecordPortInPoaResult } from './number-queries';
import styles from './ordering.module.css';

const TEXTS = 'ordering.port-in.poa';

/** A refusal's words: a stale cart's, else the §4 POA_* result's own (or the generic one). */
function Refusal({ error }: { error: Error }) {
  const { t } = useTranslation();
  const key = !(error instanceof HttpError)
    ? 'error.generic'
    : error.status === 412
      ? 'ordering.changed-meanwhile'
      : apiErrorMessageKey(error.code);
  return <Notification type="error">{t(key)}</Notification>;
}

const showRefusal: PoaRefusalText = (error) => <Refusal error={error} />;

/** The paper for the holder to sign (a PDF), and the power of attorney recorded PENDING on the selection. */
function CreatePoa({ cart, entry }: { cart: Cart; entry: NumberPortEntry }) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const create = useCreatePortInPoa();
  const params = { ...owner, cart: cart.code, bundleNo: entry.bundleNo };
  return (
    <PoaForm
      textPrefix={TEXTS}
      label={t('ordering.port-in.poa.create-for', { number: formatServiceNumber(entry.number) })}
      number={entry.number}
      pdf={(body) => fetchFile(portInPoaCalls.pdf, { params, body })}
      create={(body) => create.mutateAsync({ cart, input: { bundleNo: entry.bundleNo, body } })}
      refusal={showRefusal}
    />
  );
}

/** The signing's result from the paper that came back: signed (with the holder's code on it) or rejected. */
function RecordResult({ cart, entry }: { cart: Cart; entry: NumberPortEntry }) {
  const { t } = useTranslation();
  const record = useRecordPortInPoaResult(cart, entry.bundleNo);
  return (
    <PoaResultForm
      textPrefix={TEXTS}
      label={t('ordering.port-in.poa.record-for', { number: formatServiceNumber(entry.number) })}
      record={record.mutateAsync}
      refusal={showRefusal}
    />
  );
}

/**
 * §4 port-in with the owner change (decision 018): the number's holder authorises the company with a power
 * of attorney. Its state is shown here with what the order still needs; a new one is printed and recorded
 * while there is none that can become signed, and a pending one takes its signing's result.
 */
export function PortInPoa({
  cart,
  entry,
  flagged,
}: {
  cart: Cart;
  entry: NumberPortEntry;
  /** The pre-order check or the submit refused the order for it: its state is then the error to fix. */
  flagged: boolean;
}) {
  const { t } = useTranslation();
  const { poa, refusal } = entry.poa;
  const titleId = `port-in-poa-${entry.bundleNo}`;
  return (
    <section aria-labelledby={titleId} className={styles.portInPoa}>
      <h4 id={titleId} className={styles.subTitle}>
        {t('ordering.port-in.poa.title', { number: formatServiceNumber(entry.number) })}
      </h4>
      {poa ? (
        <p>
          {t('ordering.port-in.poa.of', {
            name: poa.holderName,
            personalId: poa.holderPersonalIdMasked,
            date: formatDate(poa.validUntil),
          })}{' '}
          <strong>{t(`ordering.port-in.poa.status.${poa.status}`)}</strong>
        </p>
      ) : null}
      {refusal ? (
        <Notification type={flagged ? 'error' : refusal === 'POA_PENDING' ? 'info' : 'warning'}>
          {t(apiErrorMessageKey(refusal))}
        </Notification>
      ) : (
        <Notification type="success">{t('ordering.port-in.poa.ready')}</Notification>
      )}
      {refusal === 'POA_PENDING' ? <RecordResult cart={cart} entry={entry} /> : null}
      {refusal && refusal !== 'POA_PENDING' ? <CreatePoa cart={cart} entry={entry} /> : null}
    </section>
  );
}
