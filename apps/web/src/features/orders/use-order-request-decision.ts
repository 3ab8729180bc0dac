import { cartCalls } from '@kaista/domain/ordering';
import { declineReasonIssue, type OrderRequest } from '@kaista/domain/orders';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api/call-api';
import { useCheckedText } from '../../lib/forms/use-checked-text';
import { HttpError } from '../../lib/http/http-error';
import { useDecideOrderRequest, type Decision } from './order-requests-queries';
import type { OrderOwner } from './orders-queries';

export type OrderRequestDecision = ReturnType<typeof useOrderRequestDecision>;

/**
 * A decision on a waiting request, made from its row or (a decline, with its reason) from a dialog; a proceed
 * opens what it made: the order of a bulk file's request, else the cart the request's lines became.
 */
export function useOrderRequestDecision(owner: OrderOwner) {
  const navigate = useNavigate();
  const decide = useDecideOrderRequest(owner);
  const [declining, setDeclining] = useState<OrderRequest | null>(null);
  const reason = useCheckedText('', declineReasonIssue);
  // A cart's request proceeded with becomes the approver's cart: one that holds products is asked about first.
  const [replacing, setReplacing] = useState<{ request: OrderRequest; items: number } | null>(null);
  const [decided, setDecided] = useState<{ requestNumber: string; kind: 'decline' | 'done' } | null>(null);
  // A declined or done request leaves the waiting list, and with it the button that had the focus: the page
  // says what was done in a `DoneNotice`, which takes the focus.

  // A refusal with field errors shows no notice (a write's default): the page tells it where the user acted,
  // the decline's reason in its dialog, a proceed's (a bulk file that no longer passes its checks) above the list.
  const refusal = decide.error instanceof HttpError ? Object.values(decide.error.fieldErrors)[0] : undefined;
  const wasDecline = decide.variables?.decision.kind === 'decline';
  const reasonRefused = wasDecline ? refusal : undefined;
  const decisionRefused = wasDecline ? undefined : refusal;

  // A reason is written for one request: the next decline starts empty.
  const closeDecline = () => {
    setDeclining(null);
    reason.reset();
    decide.reset();
  };

  const changeReason = (value: string) => {
    reason.field.onChange(value);
    if (reasonRefused) decide.reset();
  };

  /** Sends the decline when it has its reason; otherwise the reason field says so and takes the focus. */
  const decline = () => {
    if (declining && reason.isReady()) run(declining, { kind: 'decline', reason: reason.value.trim() });
  };

  const run = (request: OrderRequest, decision: Decision) => {
    setDecided(null);
    decide.mutate(
      { request, decision },
      {
        onSuccess: (proceeded) => {
          setDeclining(null);
          reason.reset();
          if (decision.kind !== 'proceed')
            setDecided({ requestNumber: request.requestNumber, kind: decision.kind });
          if (proceeded?.orderId) void navigate(`/${owner.id}/orders/${proceeded.orderId}`);
          else if (proceeded?.cartCode) void navigate(`/${owner.id}/order/new/cart`);
        },
      },
    );
  };

  const proceed = async (request: OrderRequest) => {
    if (!request.isBulkFile) {
      const cart = await callApi(cartCalls.summary, { params: owner }, { silent: true }).catch(() => null);
      if (cart && cart.totalItems > 0) return setReplacing({ request, items: cart.totalItems });
    }
    run(request, { kind: 'proceed' });
  };

  return {
    isPending: decide.isPending,
    run,
    proceed,
    replacing,
    confirmReplace: () => {
      if (replacing) run(replacing.request, { kind: 'proceed' });
      setReplacing(null);
    },
    cancelReplace: () => setReplacing(null),
    declining,
    startDecline: setDeclining,
    closeDecline,
    decline,
    reason: reason.field,
    changeReason,
    reasonRefused,
    decisionRefused,
    decided,
  };
}
