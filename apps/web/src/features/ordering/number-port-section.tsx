import {
  PORT_IN_POA_CODE,
  type Cart,
  type CartLineView,
  type NumberPortEntry,
  type NumberPorts,
} from '@kaista/domain/ordering';
import { GENERIC_ERROR_KEY } from '@kaista/domain/shared/api';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { HttpError } from '../../lib/http/http-error';
import { Button, Checkbox, DateField, Dropdown, Notification, RadioGroup, TextField } from '../../ui';
import { useChangeBundle } from './cart-line-mutations';
import { useCartOwner } from './cart-queries';
import { structureQuery } from './catalogue-queries';
import { numberPortsQuery, useSetNumberPort } from './number-queries';
import { cartRefusalKey } from './cart-refusal';
import { NumberResources } from './number-resources';
import { PortInPoa } from './port-in-poa';
import styles from './ordering.module.css';

/** §3 the three ways a subscription gets its number (decision 011), as the number choice offers them. */
const NUMBER_CHOICE_TYPES: ReadonlySet<string> = new Set(['NUMBER_NEW', 'NUMBER_CSN', 'NUMBER_PORT_IN']);

/** The cart's problems by field key (`bundleNo.productCode.code`), each a translation key. */
type Problems = Readonly<Record<string, string>>;

/** The product codes of the cart that port a number in (their fields are filled here, not on contents). */
export function portInCodes(cart: Cart): Set<string> {
  return new Set(
    cart.lines.flatMap((line) =>
      line.products.filter((p) => p.offeringType === 'NUMBER_PORT_IN').map((p) => p.code),
    ),
  );
}

/** A stored `yyyy-mm-ddThh:mm` transfer time as the form's ISO date and hour. */
function splitTime(value: string) {
  const [date = '', hour = ''] = value.split('T');
  return { date, hour };
}

/**
 * §4 number choice and port-in on the details step: for a subscription whose number bundle offers a port-in,
 * the orderer chooses a new number or a transfer of an existing one; a transfer asks the number, the owner
 * change, the contact person and phone, the signer of the power of attorney and the transfer time (§7 PUT
 * /numberport); an owner change then needs the holder's power of attorney (decision 018).
 */
export function NumberPortSection({ cart, problems }: { cart: Cart; problems: Problems }) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const ports = useQuery(numberPortsQuery(owner, cart));
  const numbered = cart.lines.filter((line) =>
    line.products.some((p) => NUMBER_CHOICE_TYPES.has(p.offeringType)),
  );
  if (numbered.length === 0) return null;
  return (
    <section aria-labelledby="number-port-title" className={styles.detailsSection}>
      <h2 id="number-port-title" className={styles.sectionTitle}>
        {t('ordering.port-in.title')}
      </h2>
      <p>{t('ordering.port-in.intro')}</p>
      <NumberResources cart={cart} problems={problems} />
      {numbered.map((line) => (
        <LineNumberChoice
          key={line.orderlineBundleNo}
          cart={cart}
          line={line}
          ports={ports.data}
          problems={problems}
        />
      ))}
    </section>
  );
}

function LineNumberChoice({
  cart,
  line,
  ports,
  problems,
}: {
  cart: Cart;
  line: CartLineView;
  ports: NumberPorts | undefined;
  problems: Problems;
}) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const structure = useQuery(structureQuery(owner.id, line.rootBundleTemplateId));
  const change = useChangeBundle();
  const [failure, setFailure] = useState<string | null>(null);
  const numberBundle = structure.data?.bundles.find((bundle) =>
    bundle.products.some(
      (choice) =>
        structure.data?.products.find((p) => p.code === choice.code)?.offeringType === 'NUMBER_PORT_IN',
    ),
  );
  if (!structure.data || !numberBundle) return null;
  const choices = numberBundle.products.flatMap((choice) => {
    const product = structure.data.products.find((p) => p.code === choice.code);
    return product ? [product] : [];
  });
  const chosen = line.products.find((p) => p.bundleTemplateId === numberBundle.originalId);
  const isPortIn = chosen?.offeringType === 'NUMBER_PORT_IN';
  const lineName = line.products[0]?.name ?? line.name;

  async function choose(productCode: string) {
    setFailure(null);
    try {
      await change.mutateAsync({
        cart,
        input: {
          orderlineBundleNo: line.orderlineBundleNo,
          bundleTemplateId: numberBundle!.originalId,
          productCode,
          action: 'CHANGE',
        },
      });
    } catch (error) {
      // The call is silent: the section says what it was, as the product page does: the catalogue rule the
      // choice broke, a cart changed meanwhile, or the §8 code's text (else the generic one).
      setFailure((error instanceof HttpError ? cartRefusalKey(error) : null) ?? GENERIC_ERROR_KEY);
    }
  }

  return (
    <div className={styles.selection}>
      {failure ? <Notification type="error">{t(failure)}</Notification> : null}
      <RadioGroup
        label={t('ordering.port-in.choice', { name: lineName })}
        options={choices.map((product) => ({
          value: product.code,
          label: product.name,
          ...(NUMBER_CHOICE_TYPES.has(product.offeringType)
            ? { description: t(`ordering.number-kind.${product.offeringType}`) }
            : {}),
        }))}
        value={chosen?.code ?? null}
        onChange={(code) => void choose(code)}
        isDisabled={change.isPending}
      />
      {isPortIn && ports
        ? line.selections.map((selection, index) => {
            const entry = ports.numberPorts.find((port) => port.bundleNo === selection.bundleNo);
            return entry ? (
              <Fragment key={selection.bundleNo}>
                <PortInForm
                  cart={cart}
                  entry={entry}
                  ports={ports}
                  title={
                    line.quantity > 1
                      ? t('ordering.port-in.selection', {
                          name: lineName,
                          n: index + 1,
                          count: line.quantity,
                        })
                      : t('ordering.port-in.single', { name: lineName })
                  }
                  problems={problems}
                />
                {entry.poa.required ? (
                  <PortInPoa
                    cart={cart}
                    entry={entry}
                    flagged={`${entry.bundleNo}.${entry.productCode}.${PORT_IN_POA_CODE}` in problems}
                  />
                ) : null}
              </Fragment>
            ) : null;
          })
        : null}
    </div>
  );
}

/** The date field's own text for a date that cannot be read, kept as the form's error of the transfer time. */
const DATE_UNREADABLE = 'common.date.invalid';

type Field = 'number' | 'contactName' | 'contactPhone' | 'signer';
const FIELDS: readonly { name: Field; max: number }[] = [
  { name: 'number', max: 30 },
  { name: 'contactName', max: 100 },
  { name: 'contactPhone', max: 30 },
  { name: 'signer', max: 100 },
];

function PortInForm({
  cart,
  entry,
  ports,
  title,
  problems,
}: {
  cart: Cart;
  entry: NumberPortEntry;
  ports: NumberPorts;
  title: string;
  problems: Problems;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSetNumberPort();
  const initial = splitTime(entry.transferTime);
  const [values, setValues] = useState({
    number: entry.number,
    contactName: entry.contactName,
    contactPhone: entry.contactPhone,
    signer: entry.signer,
  });
  const [ownerChange, setOwnerChange] = useState(entry.ownerChange);
  const [date, setDate] = useState(initial.date);
  const [hour, setHour] = useState(initial.hour || ports.transferHours[0] || '09:00');
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** False while the date field keeps a text that is no date: the form is not sent then (no silent "earliest"). */
  const [dateReadable, setDateReadable] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const problemOf = (code: string) => problems[`${entry.bundleNo}.${entry.productCode}.${code}`];
  const errorOf = (name: string, value?: string) => errorText(errors[name] ?? problemOf(name), value);

  async function submit() {
    setFailure(null);
    setSaved(false);
    if (!dateReadable) {
      setErrors((current) => ({ ...current, transferTime: DATE_UNREADABLE }));
      return;
    }
    try {
      await save.mutateAsync({
        cart,
        input: {
          bundleNo: entry.bundleNo,
          ...values,
          ownerChange,
          transferTime: date ? `${date}T${hour}` : '',
        },
      });
      setErrors({});
      setSaved(true);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setFailure(error.status === 412 ? 'ordering.changed-meanwhile' : 'error.generic');
    }
  }

  const titleId = `port-in-${entry.bundleNo}`;
  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={titleId} className={styles.subTitle}>
        {title}
      </h3>
      {failure ? <Notification type="error">{t(failure)}</Notification> : null}
      {saved ? (
        <p className={styles.savedNote} role="status">
          {t('ordering.details.saved')}
        </p>
      ) : null}
      {FIELDS.map(({ name, max }) => (
        <TextField
          key={name}
          label={t(`ordering.port-in.field.${name}`)}
          value={values[name]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [name]: value }));
            setErrors(({ [name]: _gone, ...rest }) => rest);
          }}
          maxLength={max}
          isRequired
          errorMessage={errorOf(name, values[name])}
          description={name === 'number' ? t('ordering.port-in.number-help') : undefined}
        />
      ))}
      <Checkbox isSelected={ownerChange} onChange={setOwnerChange}>
        {t('ordering.port-in.field.ownerChange')}
      </Checkbox>
      <DateField
        label={t('ordering.port-in.field.transferDate')}
        value={date}
        // The date is taken when the field is left, which a click on the save button below does: an error
        // that went away then would move the button under the pointer, so the error stays until the next save.
        onChange={setDate}
        onValidityChange={(readable) => {
          setDateReadable(readable);
          if (!readable) setErrors((current) => ({ ...current, transferTime: DATE_UNREADABLE }));
        }}
        description={t('ordering.port-in.transfer-help', {
          earliest: formatDate(`${ports.earliestTransferDate}T12:00:00Z`),
          latest: formatDate(`${ports.latestTransferDate}T12:00:00Z`),
        })}
        errorMessage={errorOf('transferTime')}
      />
      <Dropdown
        label={t('ordering.port-in.field.transferHour')}
        options={ports.transferHours.map((option) => ({ id: option, label: option }))}
        value={hour}
        onChange={(value) => setHour(value ?? hour)}
        isDisabled={date === ''}
      />
      <div>
        <Button
          type="submit"
          variant="secondary"
          isLoading={save.isPending}
          loadingLabel={t('ordering.saving')}
        >
          {t('ordering.port-in.save')}
        </Button>
      </div>
    </form>
  );
}
