import { TICKET_DESK_ROLES, type TicketStatus } from '@kaista/domain/tickets';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSessionUser } from '../../lib/session/use-session-user';

/** Whether the reader works the tickets (customer care) rather than waits on them. */
export function useIsTicketDesk(): boolean {
  const { user } = useSessionUser();
  return TICKET_DESK_ROLES.some((role) => user.roles.includes(role));
}

/**
 * A status's name as its reader would say it: PENDING_CUSTOMER is "waiting for your reply" to the customer, but
 * "waiting for the customer" to the desk, who would otherwise read it as waiting for them (`desk-status`).
 */
export function useTicketStatusName(): (status: TicketStatus | 'unknown') => string {
  const { t, i18n } = useTranslation();
  const isDesk = useIsTicketDesk();
  return (status) =>
    isDesk && i18n.exists(`tickets.desk-status.${status}`)
      ? t(`tickets.desk-status.${status}`)
      : t(`tickets.status.${status}`);
}
