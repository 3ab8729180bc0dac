import { serviceCalls } from '@kaista/domain/services';
import { addIsoDays, formatDate, helsinkiToday } from '@kaista/domain/shared/formatting';
import { ticketCalls, ticketReferenceCalls, type Ticket } from '@kaista/domain/tickets';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { COMPANY, renderTickets, subscription, userWith } from './tickets-test-kit';
import { answer, heldAnswer, mockApi } from '../../test/api-mock';
import { goBack } from '../../test/render-routes';

/** Days some weeks ahead of the clock: a day gone by is refused, and so is one more than a year ahead. */
const VISIT_DAY = addIsoDays(helsinkiToday(), 40);

const created: Ticket = {
  id: '00000000-0000-4000-8000-000000000042',
  number: 42,
  type: 'INCIDENT',
  urgency: 'normal',
  status: 'UNTOUCHED',
  subject: 'Reititin “ei” käynnisty – #3 🙂',
  description: 'Virhe: "LINK DOWN" [eth0] *$ 100 %\nValo vilkkuu punaisena.',
  createdByName: 'Ulla Käyttäjä',
  createdByOperatorName: null,
  createdAt: '2026-11-22T08:00:00Z',
  updatedAt: '2026-11-22T08:00:00Z',
  assignee: null,
  version: 1,
  relatedDevice: null,
  relatedService: null,
  contactGroup: null,
  details: {},
};
const firstPage = { totalCapped: false, offset: 0, pageSize: 20 };
const pickers = [
  answer(ticketReferenceCalls.devices, () => ({
    ...firstPage,
    items: [{ id: 'DEV-1', name: 'Reititin Z-1', kind: 'router', serialNumber: null }],
    total: 1,
  })),
  answer(ticketReferenceCalls.genericDevices, () => []),
  answer(ticketReferenceCalls.contactGroups, () => ({ ...firstPage, items: [], total: 0 })),
];
/** The ticket made, and the page it opens on once sent. */
const sent = [
  answer(ticketCalls.create, () => created),
  answer(ticketCalls.get, () => created),
  answer(ticketCalls.comments, () => []),
  answer(ticketCalls.attachments, () => []),
];
const writer = userWith(['TicketingReadTicket', 'TicketingWriteTicket']);

async function chooseType(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Type/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** The form of a writer of visits, turned to a visit: its fields shown, subject, description and site filled. */
async function startVisit() {
  const calls = mockApi([...pickers, ...sent]);
  renderTickets(
    'tickets/new',
    userWith(['TicketingReadTicket', 'TicketingWriteTicket', 'TicketingWriteEscortedAccess']),
  );
  await screen.findByRole('button', { name: /Type/ });
  expect(screen.queryByRole('group', { name: 'The visit' })).not.toBeInTheDocument();
  await chooseType('Escorted access');
  const visit = screen.getByRole('group', { name: 'The visit' });
  await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Asennuskäynti');
  await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Kaksi asentajaa.');
  await userEvent.type(within(visit).getByRole('textbox', { name: 'Data centre' }), 'Konesali HEL2');
  return { calls, visit };
}

describe('new ticket form', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows a service user the customer service that serves the company, and an employee not (§6)', async () => {
    const calls = mockApi([
      ...pickers,
      answer(ticketReferenceCalls.customerServiceGroup, () => ({
        name: 'Business customer service',
        email: 'yritysasiakaspalvelu@kaista.example',
        phone: '+358 10 200 1000',
        openingHours: 'Mon–Fri 8:00–18:00',
      })),
    ]);
    renderTickets('tickets/new', writer);
    const care = await screen.findByRole('complementary', { name: 'Need help right away?' });
    expect(care).toHaveTextContent('Business customer service serves you Mon–Fri 8:00–18:00.');
    expect(within(care).getByRole('link', { name: '+358 10 200 1000' })).toHaveAttribute(
      'href',
      'tel:+358102001000',
    );
    cleanup();
    calls.length = 0;
    const [company] = writer.organizations;
    renderTickets('tickets/new', {
      ...writer,
      organizations: company ? [{ ...company, roles: ['EmployeeUser'] }] : [],
    });
    expect(await screen.findByRole('button', { name: 'Send support request' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Need help right away?' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.endsWith('/customerservicegroup'))).toBe(false);
  });

  it('explains what is missing and sends nothing', async () => {
    const calls = mockApi(pickers);
    renderTickets('tickets/new', writer);
    await userEvent.click(await screen.findByRole('button', { name: 'Send support request' }));
    expect(await screen.findByText('Choose the type of the request.')).toBeInTheDocument();
    expect(screen.getAllByText('This field cannot be empty.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // The first field in error, the type, has the focus: a keyboard user starts there.
    expect(screen.getByRole('button', { name: /Type/ })).toHaveFocus();
  });

  it('starts from what a link from another area fills in (an invoice question)', async () => {
    mockApi(pickers);
    const subject = encodeURIComponent('Lasku 123: rivi 2');
    renderTickets(
      `tickets/new?type=INVOICING&subject=${subject}&description=Summa%2012%2C00%20%E2%82%AC`,
      writer,
    );
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('Lasku 123: rivi 2');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Summa 12,00 €');
    expect(screen.getByRole('button', { name: /Type/ })).toHaveTextContent('Invoicing');
  });

  it('takes pasted text as it is and refuses control characters as the user types', async () => {
    mockApi(pickers);
    renderTickets('tickets/new', writer);
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    const description = screen.getByRole('textbox', { name: /Description/ });
    await userEvent.click(description);
    await userEvent.paste('Error: "ECONNRESET" #42 *prod* $PATH [x] – “quoted” 🙂\n<script>');
    await userEvent.click(subject);
    await userEvent.paste('VPN “down” – #42');
    expect(screen.queryByText(/control characters/)).not.toBeInTheDocument();
    await userEvent.paste('\u0007');
    expect(await screen.findByText(/contains invisible control characters/)).toBeInTheDocument();
  });

  it('offers wholesale, escorted access and remote hands only with their own permissions', async () => {
    mockApi(pickers);
    const typesOffered = async () => {
      await userEvent.click(await screen.findByRole('button', { name: /Type/ }));
      const options = within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await userEvent.keyboard('{Escape}');
      return options;
    };
    renderTickets('tickets/new', writer);
    const plain = await typesOffered();
    expect(plain).toContain('Incident');
    expect(plain).not.toContain('Wholesale incident');
    expect(plain).not.toContain('Escorted access');
    expect(plain).not.toContain('Remote hands');
    cleanup();

    renderTickets(
      'tickets/new',
      userWith(['TicketingReadTicket', 'TicketingWriteTicket', 'TicketingWriteRemoteHands']),
    );
    const withRemoteHands = await typesOffered();
    expect(withRemoteHands).toContain('Remote hands');
    expect(withRemoteHands).not.toContain('Escorted access');
  });

  it('creates the ticket and opens it with a confirmation', async () => {
    const calls = mockApi([...pickers, ...sent]);
    const { router } = renderTickets('tickets/new', writer);
    await screen.findByRole('button', { name: /Type/ });
    await chooseType('Incident');
    await userEvent.click(screen.getByRole('textbox', { name: /Subject/ }));
    await userEvent.paste(created.subject);
    await userEvent.click(screen.getByRole('textbox', { name: /Description/ }));
    await userEvent.paste(created.description);
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(await screen.findByText('Support request #42 was sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'INCIDENT',
      urgency: 'normal',
      subject: created.subject,
      description: created.description,
      relatedDeviceId: null,
      relatedServiceId: null,
      contactGroupId: null,
      details: {},
    });
    expect(await goBack(router)).not.toMatch(/\/new$/);
  });

  it('asks before a link or Back leaves what was written; Cancel keeps it, and leaving is the user’s word', async () => {
    mockApi(pickers);
    const { router } = renderTickets('tickets/new', writer);
    const description = await screen.findByRole('textbox', { name: /Description/ });
    await userEvent.type(description, 'Valo vilkkuu punaisena.');

    await act(() => router.navigate(`/${COMPANY}/tickets`));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave the form?' });
    expect(ask).toHaveTextContent('What you have written will be lost, as the form has not been sent.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${COMPANY}/tickets/new`);
    expect(description).toHaveValue('Valo vilkkuu punaisena.');

    await act(() => router.navigate(`/${COMPANY}/tickets`));
    const again = await screen.findByRole('alertdialog', { name: 'Leave the form?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave the form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY}/tickets`));
  });

  it('lets an untouched form, and one filled in only by a link, go without asking', async () => {
    mockApi(pickers);
    const { router } = renderTickets('tickets/new?type=INVOICING&subject=Lasku%20123', writer);
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('Lasku 123');
    await act(() => router.navigate(`/${COMPANY}/tickets`));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY}/tickets`));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks a visit for its own details and sends them with the ticket', async () => {
    const { calls, visit } = await startVisit();
    await userEvent.type(within(visit).getByRole('textbox', { name: 'Arrival time' }), '9.30');
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(await within(visit).findByText('Give the time as hh:mm, e.g. 09:30.')).toBeInTheDocument();
    expect(within(visit).getAllByText('This field cannot be empty.')).toHaveLength(2);
    // The first detail in error, the day of the visit, has the focus.
    expect(within(visit).getByRole('textbox', { name: 'Day of the visit' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const time = within(visit).getByRole('textbox', { name: 'Arrival time' });
    await userEvent.clear(time);
    await userEvent.type(time, '09:30');
    const day = within(visit).getByRole('textbox', { name: 'Day of the visit' });
    await userEvent.type(day, '30.06.2025');
    await userEvent.type(within(visit).getByRole('textbox', { name: 'Visitors' }), 'Liisa, Pekka');
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(
      await within(visit).findByText('That day has gone by. Give today or a later day.'),
    ).toBeInTheDocument();
    expect(day).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.clear(day);
    await userEvent.type(day, formatDate(addIsoDays(helsinkiToday(), 400)));
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(
      await within(visit).findByText('The day can be at most a year ahead. Check the year.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.clear(day);
    await userEvent.type(day, formatDate(VISIT_DAY));
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(await screen.findByText('Support request #42 was sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      type: 'ESCORTED_ACCESS',
      details: {
        site: 'Konesali HEL2',
        visitDate: VISIT_DAY,
        arrivalTime: '09:30',
        visitors: 'Liisa, Pekka',
      },
    });
  });

  it('refuses a visit today at an hour gone by on its arrival time, and sends it for a later hour', async () => {
    // 12:00 in Helsinki on 7 December 2026; only the date is frozen, the form's timers run.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-07T10:00:00Z') });
    const { calls, visit } = await startVisit();
    await userEvent.type(within(visit).getByRole('textbox', { name: 'Day of the visit' }), '07.12.2026');
    const time = within(visit).getByRole('textbox', { name: 'Arrival time' });
    await userEvent.type(time, '11:30');
    await userEvent.type(within(visit).getByRole('textbox', { name: 'Visitors' }), 'Liisa');
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(
      await within(visit).findByText('That time has gone by. Give a later time or day.'),
    ).toBeInTheDocument();
    expect(time).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.clear(time);
    await userEvent.type(time, '12:30');
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(await screen.findByText('Support request #42 was sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      details: { visitDate: '2026-12-07', arrivalTime: '12:30' },
    });
  });

  it('does not send a visit while its day keeps a text that is no date, nor with the day typed before', async () => {
    const { calls } = await startVisit();
    await userEvent.type(screen.getByRole('textbox', { name: 'Arrival time' }), '09:30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Visitors' }), 'Liisa');
    const day = screen.getByRole('textbox', { name: 'Day of the visit' });
    await userEvent.type(day, formatDate(VISIT_DAY));
    await userEvent.tab();
    await userEvent.clear(day);
    await userEvent.type(day, '31.02.2027');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(await screen.findByText(i18n.t('common.date.invalid'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('keeps the device list shut until the devices come, so it never offers "none" alone', async () => {
    const [devicesAnswer, ...others] = pickers;
    const devices = heldAnswer(devicesAnswer!);
    mockApi([devices.held, ...others]);
    renderTickets('tickets/new', writer);
    await screen.findByRole('button', { name: /Type/ });
    await chooseType('Incident');
    const picker = screen.getByRole('button', { name: /Related device/ });
    expect(picker).toBeDisabled();
    devices.release();
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    expect(await screen.findByRole('option', { name: 'Reititin Z-1' })).toBeInTheDocument();
  });

  it('finds a device of the company by a search and sends the one picked', async () => {
    const phone = { id: 'a0000000-0000-4000-8000-000000000007', name: 'Nokia G42 5G · Ulla Käyttäjä' };
    const calls = mockApi([
      answer(ticketReferenceCalls.devices, ({ url }) =>
        url.searchParams.get('freeText') === 'nokia'
          ? {
              ...firstPage,
              items: [{ ...phone, kind: 'mobile-phones', serialNumber: '352828740000079' }],
              total: 1,
            }
          : {
              ...firstPage,
              items: [{ id: 'DEV-1', name: 'Reititin Z-1', kind: 'routers', serialNumber: null }],
              total: 1,
            },
      ),
      ...pickers.slice(1),
      answer(ticketCalls.create, () => created),
      answer(ticketCalls.get, () => created),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
    ]);
    renderTickets('tickets/new', writer);
    await screen.findByRole('button', { name: /Type/ });
    await chooseType('Incident');
    await userEvent.type(screen.getByRole('textbox', { name: /Search for a device/ }), 'nokia');
    await userEvent.click(screen.getByRole('button', { name: /Related device/ }));
    await userEvent.click(await screen.findByRole('option', { name: phone.name }));
    await userEvent.click(screen.getByRole('textbox', { name: /Subject/ }));
    await userEvent.paste('Näyttö pimeänä');
    await userEvent.click(screen.getByRole('textbox', { name: /Description/ }));
    await userEvent.paste('Ei käynnisty.');
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(await screen.findByText('Support request #42 was sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ relatedDeviceId: phone.id });
  });

  it('opens from a fault report with its subscription chosen, and finds another by number or user', async () => {
    const sanna = subscription(4, 'Sanna Salminen');
    const maria = subscription(1, 'Maria Manninen');
    const calls = mockApi([
      ...pickers,
      answer(serviceCalls.get, () => sanna),
      answer(serviceCalls.search, ({ url }) => ({
        hits: url.searchParams.get('q') === 'maria' ? [maria] : [],
      })),
      answer(ticketCalls.create, () => created),
      answer(ticketCalls.get, () => created),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
    ]);
    renderTickets(
      `tickets/new?type=INCIDENT&service=${sanna.id}`,
      userWith(['TicketingReadTicket', 'TicketingWriteTicket', 'ServicesReadService']),
    );
    const chosen = await screen.findByRole('button', { name: /Subscription the request is about/ });
    expect(chosen).toHaveTextContent('040 310 0004 · Kaista Mobiili 5G 300M · Sanna Salminen');

    await userEvent.type(screen.getByRole('textbox', { name: /Search subscriptions/ }), 'maria');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('q') === 'maria')).toBe(true));
    await userEvent.click(chosen);
    // The one chosen stays a choice beside what the search found.
    expect(await screen.findByRole('option', { name: /Sanna Salminen/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: /Maria Manninen/ }));
    await userEvent.click(screen.getByRole('textbox', { name: /Subject/ }));
    await userEvent.paste('Ei kuuluvuutta');
    await userEvent.click(screen.getByRole('textbox', { name: /Description/ }));
    await userEvent.paste('Puhelut katkeavat.');
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(await screen.findByText('Support request #42 was sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ relatedServiceId: maria.id });
  });

  it('offers no subscription to a writer who may not read services', async () => {
    mockApi(pickers);
    renderTickets('tickets/new', writer);
    expect(await screen.findByRole('button', { name: /Related device/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Subscription the request is about/ }),
    ).not.toBeInTheDocument();
  });
});
