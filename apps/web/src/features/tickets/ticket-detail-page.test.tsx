import { ticketCalls, type Ticket, type TicketComment } from '@kaista/domain/tickets';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { COMPANY, MANAGER, READER, renderTickets } from './tickets-test-kit';
import { answer, mockApi } from '../../test/api-mock';

const id = '00000000-0000-4000-8060-000000000011';
const base = `/api/businesses/${COMPANY}/tickets/${id}`;
const ticket: Ticket = {
  id,
  number: 11,
  type: 'INCIDENT',
  urgency: 'normal',
  status: 'PENDING_CUSTOMER',
  subject: 'Puhelut katkeavat',
  description: 'Rivi yksi\nRivi kaksi',
  createdByName: 'Maria Manninen',
  createdByOperatorName: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-21T08:00:00Z',
  assignee: null,
  version: 1,
  relatedDevice: { id: 'DEV-1', name: 'Vaihde V1' },
  relatedService: null,
  contactGroup: null,
  details: {},
};
const comment = (n: number, fromOperator: boolean): TicketComment => ({
  id: `c${n}`,
  body: `Viesti ${n}`,
  authorName: fromOperator ? 'Kaista asiakaspalvelu' : 'Maria Manninen',
  authorOperatorName: null,
  fromOperator,
  internal: false,
  createdAt: `2026-11-2${n}T09:00:00Z`,
});

/** The server's side of sending an answer: the text sent becomes the conversation's next message. */
const addsTo = (comments: TicketComment[]) =>
  answer(ticketCalls.addComment, ({ body }) => {
    const added = { ...comment(comments.length + 1, false), body: (body as { body: string }).body };
    comments.push(added);
    return added;
  });

/** The ticket with the desk's one message and no files, answered as the server would. */
function mockConversation() {
  const comments = [comment(1, true)];
  mockApi([
    answer(ticketCalls.get, () => ticket),
    answer(ticketCalls.comments, () => comments),
    answer(ticketCalls.attachments, () => []),
    addsTo(comments),
  ]);
}

describe('ticket detail', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('lists the details its type asks for among the ticket’s facts, a day the §1 way', async () => {
    mockApi([
      answer(ticketCalls.get, () => ({
        ...ticket,
        type: 'INBOUND_SHIPMENT',
        details: { expectedDate: '2026-12-10', packages: '3', trackingNumber: 'JJFI6543210000123456' },
      })),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
    ]);
    renderTickets(`tickets/${id}`, MANAGER);
    await screen.findByRole('heading', { name: 'Puhelut katkeavat' });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(
      expect.arrayContaining(['Expected arrival', 'Number of packages', 'Tracking number']),
    );
    expect(terms).not.toContain('Carrier');
    expect(screen.getByText('10.12.2026')).toBeInTheDocument();
    expect(screen.getByText('JJFI6543210000123456')).toBeInTheDocument();
  });

  it('shows the ticket, comments oldest first and download links, and sends an answer', async () => {
    const comments = [comment(1, true), comment(2, false)];
    const calls = mockApi([
      answer(ticketCalls.get, () => ticket),
      answer(ticketCalls.comments, () => comments),
      answer(ticketCalls.attachments, () => [
        {
          id: 'a1',
          fileName: 'loki.csv',
          contentType: 'text/csv',
          sizeBytes: 10,
          uploadedByName: 'Maria Manninen',
          uploadedByOperatorName: null,
          createdAt: '2026-11-20T08:00:00Z',
        },
      ]),
      addsTo(comments),
    ]);
    renderTickets(`tickets/${id}`, MANAGER);
    expect(await screen.findByRole('heading', { name: 'Puhelut katkeavat' })).toBeInTheDocument();
    expect(screen.getByText('Vaihde V1')).toBeInTheDocument();
    expect(screen.getByText('Customer service is waiting for your reply.')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'loki.csv' });
    expect(link).toHaveAttribute('href', `${base}/attachments/a1`);
    const items = within(screen.getByRole('region', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Viesti 1'),
      expect.stringContaining('Viesti 2'),
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: /New message/ }), 'Vika jatkuu edelleen');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Vika jatkuu edelleen')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Vika jatkuu edelleen' });
    expect(screen.getByRole('textbox', { name: /New message/ })).toHaveValue('');
  });

  it('gives the focus back to the emptied message field once an answer is sent, for the next one', async () => {
    mockConversation();
    renderTickets(`tickets/${id}`, MANAGER);
    const field = await screen.findByRole('textbox', { name: /New message/ });
    await userEvent.type(field, 'Vika jatkuu edelleen');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Vika jatkuu edelleen')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /New message/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /New message/ })).toHaveValue('');
  });

  it('asks before leaving an answer being written, and lets the page go once it was sent', async () => {
    mockConversation();
    const { router } = renderTickets(`tickets/${id}`, MANAGER);
    await userEvent.type(await screen.findByRole('textbox', { name: /New message/ }), 'Vika jatkuu');
    await act(() => router.navigate(`/${COMPANY}/tickets`));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave the form?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`/${COMPANY}/tickets/${id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /New message/ })).toHaveValue(''));
    await act(() => router.navigate(`/${COMPANY}/tickets`));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY}/tickets`));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names both the operator and the user for what was written while acting as the user', async () => {
    const acting = { authorOperatorName: 'Cecilia Asiakaspalvelu' };
    mockApi([
      answer(ticketCalls.get, () => ({ ...ticket, createdByOperatorName: 'Cecilia Asiakaspalvelu' })),
      answer(ticketCalls.comments, () => [{ ...comment(1, false), ...acting }, comment(2, false)]),
      answer(ticketCalls.attachments, () => []),
    ]);
    renderTickets(`tickets/${id}`, READER);
    await screen.findByText('Viesti 2');
    const items = within(screen.getByRole('region', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Cecilia Asiakaspalvelu for Maria Manninen',
      'Maria Manninen',
    ]);
    expect(screen.getByText(/^Cecilia Asiakaspalvelu for Maria Manninen, /)).toBeInTheDocument();
  });

  it('lets a reader read but offers neither answer nor upload', async () => {
    mockApi([
      answer(ticketCalls.get, () => ({ ...ticket, status: 'SOLVING' as const })),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
    ]);
    renderTickets(`tickets/${id}`, READER);
    expect(await screen.findByText('Being solved')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add attachments')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw the request' })).not.toBeInTheDocument();
  });

  it('offers a writer neither answer nor upload on a withdrawn ticket, and says why', async () => {
    mockApi([
      answer(ticketCalls.get, () => ({ ...ticket, status: 'ABANDONED' as const })),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
    ]);
    renderTickets(`tickets/${id}`, MANAGER);
    expect(
      await screen.findByText(
        'This ticket is closed and takes no more answers. If the matter goes on, make a new ticket.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add attachments')).not.toBeInTheDocument();
  });

  it('withdraws a request the customer no longer needs, once asked, and shows it withdrawn', async () => {
    let current: Ticket = ticket;
    const calls = mockApi([
      answer(ticketCalls.get, () => current),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
      answer(ticketCalls.invalidate, () => {
        current = { ...ticket, status: 'ABANDONED', version: 2 };
        return current;
      }),
    ]);
    renderTickets(`tickets/${id}`, MANAGER);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw request #11?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The request is withdrawn.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/businesses/${COMPANY}/invalidateCase`);
    expect(post?.url.searchParams.get('number')).toBe('11');
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
  });

  it('reads the ticket again when it was closed meanwhile, and offers no withdrawal any more', async () => {
    let current: Ticket = ticket;
    mockApi([
      answer(ticketCalls.get, () => current),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
      answer(ticketCalls.invalidate, () => {
        current = { ...ticket, status: 'CLOSED', version: 2 };
        return Response.json({ code: 'ILLEGAL_STATE', message: 'closed' }, { status: 409 });
      }),
    ]);
    renderTickets(`tickets/${id}`, MANAGER);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw request #11?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw the request' })).not.toBeInTheDocument();
  });

  it('tells a ticket that is not there from one that failed to load, which loads on a retry', async () => {
    mockApi([]);
    renderTickets(`tickets/${id}`, MANAGER);
    expect(await screen.findByText('The support request was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(currentNotifications()).toEqual([]);
    cleanup();

    let failing = true;
    mockApi([
      answer(ticketCalls.get, () =>
        failing ? Response.json({ code: 'INTERNAL', message: 'Down' }, { status: 500 }) : ticket,
      ),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
    ]);
    renderTickets(`tickets/${id}`, MANAGER);
    expect(await screen.findByText('The page could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('The support request was not found.')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Puhelut katkeavat/ })).toBeInTheDocument();
  });

  it('says a ticket at an address no ticket can have is not found, at once and with no notice beside it', async () => {
    const calls = mockApi([
      answer(ticketCalls.get, () =>
        Response.json({ code: 'VALIDATION_ERROR', message: 'Invalid ticket id' }, { status: 400 }),
      ),
    ]);
    renderTickets('tickets/abc', MANAGER);
    expect(await screen.findByText('The support request was not found.')).toBeInTheDocument();
    expect(currentNotifications()).toEqual([]);
    expect(calls.filter((call) => call.url.pathname.endsWith('/tickets/abc'))).toHaveLength(1);
  });
});
