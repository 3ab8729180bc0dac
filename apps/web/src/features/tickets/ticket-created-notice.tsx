import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Notification } from '../../ui';

/** What the new-ticket page hands to the ticket's page it opens. */
export interface TicketCreatedState {
  created: true;
  /** The chosen files whose upload failed after the ticket was made: the user has to add them again. */
  notAttached: string[];
}

function createdState(state: unknown): TicketCreatedState | null {
  return (state as Partial<TicketCreatedState> | null)?.created === true
    ? (state as TicketCreatedState)
    : null;
}

/** Right after the new-ticket page: the ticket was sent, and which of its files did not make it. */
export function TicketCreatedNotice({ number }: { number: number }) {
  const { t } = useTranslation();
  const state = createdState(useLocation().state);
  if (!state) return null;
  return (
    <>
      <Notification type="success" isLive>
        {t('tickets.created', { number })}
      </Notification>
      {state.notAttached.length > 0 ? (
        <Notification type="warning" isLive>
          {t('tickets.not-attached', { files: state.notAttached.join(', ') })}
        </Notification>
      ) : null}
    </>
  );
}
