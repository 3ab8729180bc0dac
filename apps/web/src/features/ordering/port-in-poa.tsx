import { portInPoaCalls, type Cart, type NumberPortEntry } from '@kaista/domain/ordering';
import { POA_SIGNING_RESULTS, type PoaInput, type PoaSigningResult } from '@kaista/domain/powers-of-attorney';
import { apiErrorMessageKey } from '@kaista/domain/shared/api';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile } from '../../lib/api/fetch-file';
import { saveFile } from '../../lib/api/save-file';
import { HttpError } from '../../lib/http/http-error';
import { Button, DateField, Notification, RadioGroup, TextField } from '../../ui';
import { useCartOwner, useCreatePortInPoa, useRecordPortInPoaResult } from './ordering-queries';
import styles from './ordering.module.css';

/** A refusal's text: a §4 POA_* result's own, a stale cart's, else the generic one; none for field errors. */
function refusalText(error: unknown): string | null {
  if (!(error instanceof HttpError)) return error ? 'error.generic' : null;
  if (Object.keys(error.fieldErrors).length > 0) return null;
  if (error.status === 412) return 'ordering.changed-meanwhile';
  return apiErrorMessageKey(error.code);
}

/** The paper for the holder to sign (a PDF), and the power of attorney recorded PENDING on the selection. */
function CreatePoa({ cart, entry }: { cart: Cart; entry: NumberPortEntry }) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const create = useCreatePortInPoa();
  const [form, setForm] = useState<PoaInput>({ holderName: '', holderPersonalId: '', validUntil: '' });
  const [printing, setPrinting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const fieldErrors = error instanceof HttpError ? error.fieldErrors : {};
  const fieldError = (name: keyof PoaInput) => (fieldErrors[name] ? t(fieldErrors[name]) : undefined);
  const set = (name: keyof PoaInput) => (value: string) =>
    setForm((current) => ({ ...current, [name]: value }));
  const body = { ...form, holderPersonalId: form.holderPersonalId.trim().toUpperCase() };
  const params = { ...owner, cart: cart.code, bundleNo: entry.bundleNo };

  async function print() {
    setPrinting(true);
    setError(null);
    try {
      const pdf = await fetchFile(portInPoaCalls.pdf, { params, body });
      saveFile(pdf, `${t('ordering.port-in.poa.file-name')}-${entry.number.replace('+', '')}.pdf`);
    } catch (caught) {
      setError(caught);
    } finally {
      setPrinting(false);
    }
  }

  const text = refusalText(error);
  return (
    <form
      className={styles.form}
      aria-label={t('ordering.port-in.poa.create-for', { number: entry.number })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        create.mutate({ cart, input: { bundleNo: entry.bundleNo, body } }, { onError: setError });
      }}
    >
      <p className={styles.hint}>{t('ordering.port-in.poa.help')}</p>
      <TextField
        label={t('ordering.port-in.poa.holder-name')}
        value={form.holderName}
        onChange={set('holderName')}
        isRequired
        maxLength={100}
        errorMessage={fieldError('holderName')}
      />
      <TextField
        label={t('ordering.port-in.poa.personal-id')}
        value={form.holderPersonalId}
        onChange={set('holderPersonalId')}
        isRequired
        maxLength={11}
        errorMessage={fieldError('holderPersonalId')}
      />
      <DateField
        label={t('ordering.port-in.poa.valid-until')}
        value={form.validUntil}
        onChange={set('validUntil')}
        isRequired
        description={t('ordering.port-in.poa.valid-until-help')}
        errorMessage={fieldError('validUntil')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" isLoading={printing} onPress={() => void print()}>
          {t('ordering.port-in.poa.print')}
        </Button>
        <Button type="submit" variant="secondary" isLoading={create.isPending}>
          {t('ordering.port-in.poa.create')}
        </Button>
      </div>
      {text ? <Notification type="error">{t(text)}</Notification> : null}
    </form>
  );
}

/** The signing's result from the paper that came back: signed (with the holder's code on it) or rejected. */
function RecordResult({ cart, entry }: { cart: Cart; entry: NumberPortEntry }) {
  const { t } = useTranslation();
  const record = useRecordPortInPoaResult(cart, entry.bundleNo);
  const [result, setResult] = useState<PoaSigningResult>('SIGNED');
  const [personalId, setPersonalId] = useState('');
  const fieldErrors = record.error instanceof HttpError ? record.error.fieldErrors : {};
  const text = refusalText(record.error);
  return (
    <form
      className={styles.form}
      aria-label={t('ordering.port-in.poa.record-for', { number: entry.number })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate(
          result === 'SIGNED'
            ? { result, holderPersonalId: personalId.trim().toUpperCase() }
            : { result: 'REJECTED' },
        );
      }}
    >
      <RadioGroup
        label={t('ordering.port-in.poa.result')}
        orientation="horizontal"
        options={POA_SIGNING_RESULTS.map((value) => ({
          value,
          label: t(`ordering.port-in.poa.status.${value}`),
        }))}
        value={result}
        onChange={(value) => setResult(value as PoaSigningResult)}
      />
      {result === 'SIGNED' ? (
        <TextField
          label={t('ordering.port-in.poa.signed-personal-id')}
          value={personalId}
          onChange={setPersonalId}
          isRequired
          maxLength={11}
          errorMessage={fieldErrors.holderPersonalId ? t(fieldErrors.holderPersonalId) : undefined}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" isLoading={record.isPending}>
          {t('ordering.port-in.poa.record')}
        </Button>
      </div>
      {text ? <Notification type="error">{t(text)}</Notification> : null}
    </form>
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
        {t('ordering.port-in.poa.title', { number: entry.number })}
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
