import { formatDate } from '@kaista/domain/shared/formatting';
import { ticketDetailFields, type Ticket } from '@kaista/domain/tickets';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The details the ticket's type asks for, as terms of the ticket's facts list; those not given are left out. */
export function TicketDetailFacts({ ticket }: { ticket: Pick<Ticket, 'type' | 'details'> }) {
  const { t } = useTranslation();
  return ticketDetailFields(ticket.type).map(({ key, kind }) => {
    const value = ticket.details[key];
    if (!value) return null;
    return (
      <Fragment key={key}>
        <dt>{t(`tickets.details.${key}`)}</dt>
        <dd>{kind === 'date' ? formatDate(value) : value}</dd>
      </Fragment>
    );
  });
}
