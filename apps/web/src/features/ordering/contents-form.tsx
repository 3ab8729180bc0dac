import {
  characteristicError,
  characteristicField,
  NUMBER_RANGE_WARNING_LEVELS,
  ORDERING_ACCESS,
  portInCodes,
  type Cart,
  type CartCharacteristic,
} from '@kaista/domain/ordering';
import { apiErrorMessageKey } from '@kaista/domain/shared/api';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { useOrderRequestsPath } from '../../lib/routing/order-requests-path';
import { useAccess } from '../../lib/routing/use-access';
import { Button, Notification } from '../../ui';
import { useSetValues } from './cart-line-mutations';
import { useCartOwner } from './cart-queries';
import { ContentsField } from './contents-field';
import { fieldOf, handedProblems, initialValues } from './contents-values';
import { useSendAsRequest } from './order-submit-queries';
import styles from './ordering.module.css';
import { selectionName } from './selection-name';
import { useCompositeValues } from './use-composite-values';
import { useNumberChoices } from './use-number-choices';

export function ContentsForm({ cart }: { cart: Cart }) {
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
  const { container, refused } = useFocusFirstError<HTMLFormElement>();

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

  const form = { values, setValues, serverErrors, setServerErrors, composites, numbers };

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
      void navigate(requestsPath, { replace: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setServerErrors(error.fieldErrors);
      refused();
      setFailed(
        error.status === 412
          ? 'ordering.changed-meanwhile'
          : error.code && Object.keys(error.fieldErrors).length === 0
            ? apiErrorMessageKey(error.code)
            : 'ordering.fix-errors',
      );
    }
  }

  return (
    <form
      ref={container}
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
            <legend>{selectionName(line, index)}</legend>
            {selection.characteristics.filter(isAsked).map((c) => (
              <ContentsField
                key={fieldOf(selection.bundleNo, c)}
                line={line}
                bundleNo={selection.bundleNo}
                characteristic={c}
                form={form}
              />
            ))}
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
