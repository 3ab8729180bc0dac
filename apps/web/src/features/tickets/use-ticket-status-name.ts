import { TICKET_ACCESS, type TicketStatus } from '@kaista/domain/tickets';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAccess } from '../../lib/routing/use-access';

/** Whether the reader works the tickets (customer care) rather than waits on them: the server's own desk rule. */
export const useIsTicketDesk = (): boolean => useAccess(TICKET_ACCESS.desk);

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
