import type { CodeNames } from '../shared/formatting/code-names';
import type { OrderRequestStatus } from './order-enums';

/** An order request's status as its list and the audit log name it. */
export const ORDER_REQUEST_STATUS_NAMES: CodeNames<OrderRequestStatus> = {
  PENDING_APPROVAL: { fi: 'Odottaa hyväksyntää', en: 'Waiting for approval', sv: 'Väntar på godkännande' },
  COMPLETED: { fi: 'Käsitelty', en: 'Done', sv: 'Klar' },
  REJECTED: { fi: 'Hylätty', en: 'Declined', sv: 'Avslagen' },
};
