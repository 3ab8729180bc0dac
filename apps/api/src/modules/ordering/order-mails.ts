import type { EmailMessage } from '../../integrations/email/email-gateway';
import type { NewOrderItem, OrderRequestRow, OrderRow } from './orders.repo';

/** The order confirmation and the requester's notice, queued in the submit's transaction. */
export const ORDER_MAIL_JOB = 'ordering.order-mail';

/** What the mails tell of an order: known before the order is written (it is written last). */
type MailedOrder = Pick<OrderRow, 'id' | 'companyId' | 'orderNumber' | 'oneTimeCents' | 'monthlyCents'>;

/** §3 cart contacts: each confirmation address gets the order's number, lines and totals. */
function confirmationMail(to: string, order: MailedOrder, items: readonly NewOrderItem[]): EmailMessage {
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
  const lines = items.map((item) => `- ${item.productName}`).join('\n');
  return {
    to,
    subject: `Tilausvahvistus ${order.orderNumber} / Order confirmation ${order.orderNumber}`,
    text:
      `Tilauksesi ${order.orderNumber} on vastaanotettu. / Your order ${order.orderNumber} was received.\n\n` +
      `${lines}\n\n` +
      `Kertamaksut / One-time: ${euros(order.oneTimeCents)}\n` +
      `Kuukausimaksut / Monthly: ${euros(order.monthlyCents)}\n\n` +
      `Kaista: /${order.companyId}/orders/${order.id}`,
  };
}

/** §4: the employee learns that their request was ordered. */
function requestOrderedMail(request: OrderRequestRow, order: MailedOrder): EmailMessage {
  return {
    to: request.requesterEmail,
    subject: `Tilauspyyntösi ${request.requestNumber} tilattiin / Your order request was ordered`,
    text:
      `${request.decidedByName} tilasi pyyntösi (${request.summary}): tilaus ${order.orderNumber}.\n` +
      `${request.decidedByName} ordered your request (${request.summary}): order ${order.orderNumber}.`,
  };
}

/** The submit's mails: a confirmation to each of the cart's contacts, then the notice of a completed request. */
export function orderMails(
  contacts: readonly string[],
  order: MailedOrder,
  items: readonly NewOrderItem[],
  request: OrderRequestRow | null,
): EmailMessage[] {
  const mails = contacts.map((to) => confirmationMail(to, order, items));
  if (request) mails.push(requestOrderedMail(request, order));
  return mails;
}
