import { CLOSED_TICKET_STATUSES, ticketCalls, type Ticket } from '@kaista/domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { sendApi } from '../../lib/api/call-api';
import { Button, ConfirmDialog, Notification } from '../../ui';
import { ticketKeys } from './ticket-keys';

/**
 * §7 POST /invalidateCase?number: the customer withdraws a request they no longer need; it ends as ABANDONED
 * and the desk stops working on it. Asked first, as it cannot be undone; a closed ticket has nothing to withdraw.
 */
export function WithdrawTicket({ companyId, ticket }: { companyId: string; ticket: Ticket }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [isAsking, setAsking] = useState(false);
  const withdraw = useMutation({
    // A button with no fields: any refusal shows its notice (a ticket closed meanwhile: §8 ILLEGAL_STATE).
    mutationFn: () =>
      sendApi(
        ticketCalls.invalidate,
        { params: { id: companyId }, query: { number: ticket.number } },
        { tellsFieldErrors: false },
      ),
    // Withdrawn or refused, the ticket is read again: the page, its timeline, the lists and the badge.
    onSettled: async () => {
      setAsking(false);
      await client.invalidateQueries({ queryKey: ticketKeys.company(companyId) });
    },
  });
  if (withdraw.isSuccess) return <Notification type="success">{t('tickets.withdraw.done')}</Notification>;
  if (CLOSED_TICKET_STATUSES.includes(ticket.status)) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        {t('tickets.withdraw.action')}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title={t('tickets.withdraw.title', { number: ticket.number })}
        confirmLabel={t('tickets.withdraw.confirm')}
        onConfirm={() => withdraw.mutate()}
        isPending={withdraw.isPending}
      >
        {t('tickets.withdraw.question')}
      </ConfirmDialog>
    </>
  );
}
