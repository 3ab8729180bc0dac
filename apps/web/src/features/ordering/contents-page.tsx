import {
  characteristicError,
  characteristicField,
  NUMBER_RANGE_WARNING_LEVELS,
  ORDERING_ACCESS,
  type Cart,
  type CartCharacteristic,
  type CartLineView,
} from '@kaista/domain/ordering';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorMessageKey } from '@kaista/domain/shared/api';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { useOrderRequestsPath } from '../../lib/routing/order-requests-path';
import { useAccess } from '../../lib/routing/use-access';
import { Button, EmptyState, LoadingPlaceholder, Notification, Page, PageHeader } from '../../ui';
import { CharacteristicField } from './characteristic-field';
import { CompositeField } from './composite-field';
import { OrderSteps } from './order-steps';
import { PartyRolesSection } from './party-roles-section';
import { portInCodes } from './number-port-section';
import { useSetValues } from './cart-line-mutations';
import { useCart, useCartOwner } from './cart-queries';
import { useSendAsRequest } from './order-submit-queries';
import styles from './ordering.module.css';
import { useCompositeValues } from './use-composite-values';
import { useNumberChoices } from './use-number-choices';

const fieldOf = (bundleNo: number, c: CartCharacteristic) =>
  characteristicField(bundleNo, c.productCode, c.code);

/** Whether a change answers a field's server error: the field itself, or one under a prefix ending in a dot. */
const answers = (answered: string, field: string) =>
  field === answered || (answered.endsWith('.') && field.startsWith(answered));

/**
 * §2 /order/new/contents: each item's order details (user, number, SIM…), checked by the §5 rules. Who may
 * order goes on to the details; a requester (§4 order requests) sends the cart as an order request from here,
 * as the payer, delivery and confirmation details are the approver's to give.
 */
export function ContentsPage() {
  const { t } = useTranslation();
  const { cart, isPending } = useCart();
  if (isPending) return <LoadingPlaceholder label={t('ordering.loading')} />;
  return (
    <Page labelledBy="contents-title">
      <PageHeader
        id="contents-title"
        title={t('ordering.steps.contents')}
        intro={t('ordering.contents-intro')}
      />
      <OrderSteps />
      {cart && cart.lines.length > 0 ? (
        <>
          <PartyRolesSection cart={cart} />
          <ContentsForm key={cart.code} cart={cart} />
        </>
      ) : (
        <EmptyState>{t('ordering.empty-cart')}</EmptyState>
      )}
    </Page>
  );
}

function initialValues(cart: Cart): Record<string, string> {
  return Object.fromEntries(
    cart.lines.flatMap((line) =>
      line.selections.flatMap((s) =>
        s.characteristics.filter((c) => !c.composite).map((c) => [fieldOf(s.bundleNo, c), c.value ?? '']),
      ),
    ),
  );
}

/**
 * The items' problems the details step found, handed over with its link to this step: shown at their fields
 * while the cart is the version they were found on (a reload after a save does not bring old ones back).
 */
function handedProblems(state: unknown, cart: Cart): Record<string, string> {
  if (typeof state !== 'object' || state === null) return {};
  const { problems, version } = state as { problems?: unknown; version?: unknown };
  if (version !== cart.version || typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function ContentsForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSetValues();
  const sendRequest = useSendAsRequest();
  const mayOrder = useAccess(ORDERING_ACCESS.submit);
  const [values, setValues] = useState(() => initialValues(cart));
  const location = useLocation();
  const [serverErrors, setServerErrors] = useState(() => handedProblems(location.state, cart));
  const [failed, setFailed] = useState<string | null>(null);
  const owner = useCartOwner();
  const requestsPath = useOrderRequestsPath(owner.id);
  const numbers = useNumberChoices(cart);

  // A port-in's number, owner change, contacts and signer are asked on the details step (§7 /numberport).
  const portIns = portInCodes(cart);
  const isAsked = (c: CartCharacteristic) => c.editable && !portIns.has(c.productCode);
  const editable = cart.lines.flatMap((line) =>
    line.selections.flatMap((s) =>
      s.characteristics.filter((c) => isAsked(c) && !c.composite).map((c) => ({ s, c })),
    ),
  );
  const composites = useCompositeValues(cart, isAsked);
  const localErrors = editable.filter(({ s, c }) => {
    const value = values[fieldOf(s.bundleNo, c)] ?? '';
    return value.trim() !== '' && characteristicError(c, value);
  });

  // Problems handed over by the details step are marked, and said so, before anything is saved.
  const marked =
    editable.some(({ s, c }) => serverErrors[fieldOf(s.bundleNo, c)]) ||
    Object.keys(serverErrors).some(composites.holds);
  const shownFailure = failed ?? (marked ? 'ordering.fix-errors' : null);

  async function submit() {
    setFailed(null);
    if (localErrors.length > 0 || composites.hasErrors) return;
    const changed = editable
      .map(({ s, c }) => ({
        bundleNo: s.bundleNo,
        productCode: c.productCode,
        code: c.code,
        value: values[fieldOf(s.bundleNo, c)] ?? '',
      }))
      .filter(
        (entry) =>
          entry.value !==
          (initialValues(cart)[characteristicField(entry.bundleNo, entry.productCode, entry.code)] ?? ''),
      );
    try {
      const compositeValues = composites.changed;
      const saved =
        changed.length + compositeValues.length > 0
          ? await save.mutateAsync({ cart, input: { values: changed, compositeValues } })
          : cart;
      if (mayOrder) {
        void navigate('../details', { relative: 'path' });
        return;
      }
      const request = await sendRequest.mutateAsync(saved);
      notify({ type: 'info', text: t('ordering.request-sent', { number: request.requestNumber }) });
      void navigate(requestsPath);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setServerErrors(error.fieldErrors);
      setFailed(
        error.status === 412
          ? 'ordering.changed-meanwhile'
          : error.code && Object.keys(error.fieldErrors).length === 0
            ? apiErrorMessageKey(error.code)
            : 'ordering.fix-errors',
      );
    }
  }

  const field = (line: CartLineView, bundleNo: number, c: CartCharacteristic) => {
    const key = fieldOf(bundleNo, c);
    if (c.composite)
      return (
        <CompositeField
          key={key}
          bundleNo={bundleNo}
          characteristic={{ ...c, composite: c.composite }}
          entries={composites.rowsOf(key)}
          serverErrors={serverErrors}
          onChange={(rows, answered) => {
            composites.set(key, rows);
            setServerErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([at]) => !answers(answered, at))),
            );
          }}
        />
      );
    const product = line.products.find((p) => p.code === c.productCode);
    const free = c.code === 'number' && product ? numbers.freeFor(product.offeringType) : undefined;
    const description = free
      ? t(free.kind === 'CSN' ? 'ordering.free-csn-numbers' : 'ordering.free-numbers', {
          numbers: free.numbers.slice(0, 3).join(', '),
        })
      : undefined;
    return (
      <CharacteristicField
        key={key}
        characteristic={c}
        value={values[key] ?? ''}
        description={description}
        serverError={serverErrors[key]}
        onChange={(value) => {
          setValues((current) => ({ ...current, [key]: value }));
          setServerErrors(({ [key]: _gone, ...rest }) => rest);
        }}
      />
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {shownFailure ? <Notification type="error">{t(shownFailure)}</Notification> : null}
      {numbers.warnings.map(({ kind, warning }) => (
        <Notification key={kind} type={NUMBER_RANGE_WARNING_LEVELS[warning]}>
          {t(`ordering.number-warning.${warning}`)}
        </Notification>
      ))}
      {cart.lines.map((line) =>
        line.selections.map((selection, index) => (
          <fieldset key={selection.bundleNo} className={styles.selection}>
            <legend>
              {line.products[0]?.name ?? line.name}{' '}
              {line.quantity > 1 ? `(${index + 1}/${line.quantity})` : ''}
            </legend>
            {selection.characteristics.filter(isAsked).map((c) => field(line, selection.bundleNo, c))}
          </fieldset>
        )),
      )}
      {mayOrder ? null : <p className={styles.hint}>{t('ordering.request-hint')}</p>}
      <Button
        type="submit"
        isLoading={save.isPending || sendRequest.isPending}
        loadingLabel={t('ordering.saving')}
      >
        {mayOrder ? t('ordering.continue') : t('ordering.send-request')}
      </Button>
    </form>
  );
}
