import type { Cart } from '@kaista/domain/ordering';
import { menuRequirement } from '@kaista/domain/shared/roles';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { useCompanyId } from '../../lib/routing/company-id';
import { useOrderRequestsPath } from '../../lib/routing/order-requests-path';
import { useAccess } from '../../lib/routing/use-access';
import { useSubmitOrder } from './order-submit-queries';
import { intentFor, isOutcomeUnknown, type SubmitIntent } from './submit-intent';

type SubmitAnswer = Awaited<ReturnType<ReturnType<typeof useSubmitOrder>['mutateAsync']>>;

/** Tells the order made and leaves the details step. */
function useAnnounceOrder() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const companyId = useCompanyId();
  const requestsPath = useOrderRequestsPath(companyId);
  const readsOrders = useAccess(menuRequirement('orders'));
  return (done: SubmitAnswer) => {
    // Issue 11: an order meeting the company's approval rules became a request to the rules' approvers.
    if ('approvalRequired' in done) {
      const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(done.approverNames);
      notify({
        type: 'info',
        text: t('ordering.approval-requested', { number: done.orderRequestNumber, names }),
        disableAutoHide: true,
      });
      void navigate(requestsPath, { replace: true });
      return;
    }
    // The order made is a click away for who may read orders; the catalogue stays where the user is.
    const link = readsOrders
      ? { link: { to: `/${companyId}/orders/${done.uid}`, label: t('ordering.show-order') } }
      : {};
    notify(
      done.manualCheckRequired
        ? {
            ...link,
            type: 'warning',
            text: t('ordering.manual-check', { number: done.orderNumber }),
            disableAutoHide: true,
          }
        : {
            type: 'info',
            ...link,
            text: done.orderRequestNumber
              ? t('ordering.submitted-request', {
                  number: done.orderNumber,
                  request: done.orderRequestNumber,
                })
              : t('ordering.submitted', { number: done.orderNumber }),
          },
    );
    void navigate('..', { relative: 'path', replace: true });
  };
}

/**
 * The details step's submit. Its key outlives a failure whose outcome is unknown, so the user's 'Try again'
 * is the same submit to the server and cannot order twice; a success or a changed cart ends it. The cart is
 * not read again after such a failure (useSubmitOrder), so the page still shows it as sent, with 'Try again',
 * even when the lost submit did order it; the answer to 'Try again' then tells that order.
 */
export function useOrderSubmission() {
  const submit = useSubmitOrder();
  const announce = useAnnounceOrder();
  const intent = useRef<SubmitIntent | null>(null);
  const [uncertain, setUncertain] = useState<Cart | null>(null);

  /** Resolves with a refusal for the form to tell; a failure with an unknown outcome makes `uncertain`. */
  async function send(cart: Cart): Promise<HttpError | undefined> {
    const current = intentFor(cart, intent.current);
    intent.current = current;
    try {
      const done = await submit.mutateAsync(current);
      intent.current = null;
      setUncertain(null);
      announce(done);
      return undefined;
    } catch (error) {
      if (isOutcomeUnknown(error)) {
        setUncertain(current.cart);
        return undefined;
      }
      setUncertain(null);
      if (error instanceof HttpError) return error;
      throw error;
    }
  }

  return { send, uncertain, isPending: submit.isPending };
}

export type OrderSubmission = ReturnType<typeof useOrderSubmission>;
