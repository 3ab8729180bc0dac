import { formatDateTime } from '@kaista/domain/shared/formatting';
import { CLOSED_TICKET_STATUSES, TICKET_TYPE_NAMES, ticketDeadline } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { BackLink, DetailFailure, FactsList, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { TicketAttachments } from './ticket-attachments';
import { TicketComments } from './ticket-comments';
import { TicketCreatedNotice } from './ticket-created-notice';
import { TicketDeskPanel } from './ticket-desk-panel';
import { TicketDetailFacts } from './ticket-detail-facts';
import { TicketDetailsChange } from './ticket-details-change';
import { TicketTimeline } from './ticket-timeline';
import { TicketStatusChip, UrgencyMark } from './ticket-status';
import { TicketSubscription } from './ticket-subscription';
import { TicketTarget } from './ticket-target';
import { ticketQuery } from './tickets-queries';
import { useActingName } from './use-acting-name';
import { useCanWriteTickets } from './use-can-write-tickets';
import { useIsTicketDesk } from './use-ticket-status-name';
import { WithdrawTicket } from './withdraw-ticket';
import { useCodeName } from '../../lib/i18n/use-code-name';
import sections from './ticket-sections.module.css';

/** §2 /{companyId}/tickets/{ticketId}: the ticket, its conversation and its files. */
export function TicketDetailPage() {
  const { t } = useTranslation();
  const typeName = useCodeName(TICKET_TYPE_NAMES);
  const actingName = useActingName();
  const companyId = useCompanyId();
  const ticketId = useParams().ticketId ?? '';
  const ticket = useQuery(ticketQuery(companyId, ticketId));
  const canWrite = useCanWriteTickets(companyId);
  const isDesk = useIsTicketDesk();

  const back = (
    <BackLink to=".." relative="path">
      {t('tickets.back')}
    </BackLink>
  );

  if (ticket.isPending) return <LoadingPlaceholder label={t('tickets.loading')} variant="page" />;
  if (ticket.isError)
    return (
      <DetailFailure
        error={ticket.error}
        notFound={t('tickets.not-found')}
        back={back}
        onRetry={() => void ticket.refetch()}
      />
    );
  const data = ticket.data;
  return (
    <Page as="article" labelledBy="ticket-title">
      {back}
      <TicketCreatedNotice number={data.number} />
      <PageHeader
        id="ticket-title"
        title={data.subject}
        actions={
          <>
            <TicketStatusChip status={data.status} />
            <UrgencyMark urgency={data.urgency} />
          </>
        }
      />
      <FactsList mutedTerms stackOnNarrow>
        <dt>{t('tickets.number')}</dt>
        <dd>#{data.number}</dd>
        <dt>{t('tickets.form.type')}</dt>
        <dd>{typeName(data.type)}</dd>
        <TicketDetailFacts ticket={data} />
        <dt>{t('tickets.created-by')}</dt>
        <dd>
          {actingName(data.createdByName, data.createdByOperatorName)}, {formatDateTime(data.createdAt)}
        </dd>
        {isDesk && ticketDeadline(data) ? (
          <>
            <dt>{t('tickets.target.label')}</dt>
            <dd>
              <TicketTarget ticket={data} now={new Date()} />
            </dd>
          </>
        ) : null}
        {data.assignee ? (
          <>
            <dt>{t('tickets.desk.assignee')}</dt>
            <dd>{data.assignee.name}</dd>
          </>
        ) : null}
        <dt>{t('tickets.updated')}</dt>
        <dd>{formatDateTime(data.updatedAt)}</dd>
        {data.relatedService ? (
          <>
            <dt>{t('tickets.subscription')}</dt>
            <dd>
              <TicketSubscription companyId={companyId} service={data.relatedService} />
            </dd>
          </>
        ) : null}
        {data.relatedDevice ? (
          <>
            <dt>{t('tickets.form.related-service')}</dt>
            <dd>{data.relatedDevice.name}</dd>
          </>
        ) : null}
        {data.contactGroup ? (
          <>
            <dt>{t('tickets.form.contact-group')}</dt>
            <dd>{data.contactGroup.name}</dd>
          </>
        ) : null}
      </FactsList>
      {canWrite ? <TicketDetailsChange companyId={companyId} ticket={data} /> : null}
      {canWrite ? (
        // A block of its own, so the button keeps its width in the page's grid.
        <div>
          <WithdrawTicket companyId={companyId} ticket={data} />
        </div>
      ) : null}
      <section aria-labelledby="ticket-description" className={sections.block}>
        <h2 id="ticket-description">{t('tickets.form.description')}</h2>
        <p className={sections.preserve}>{data.description}</p>
      </section>
      {isDesk ? <TicketDeskPanel companyId={companyId} ticket={data} /> : null}
      <TicketTimeline companyId={companyId} ticketId={ticketId} />
      <TicketAttachments
        companyId={companyId}
        ticketId={ticketId}
        canUpload={canWrite && !CLOSED_TICKET_STATUSES.includes(data.status)}
      />
      <TicketComments companyId={companyId} ticketId={ticketId} canComment={canWrite} status={data.status} />
    </Page>
  );
}
