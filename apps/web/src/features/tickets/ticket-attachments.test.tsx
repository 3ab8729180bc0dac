import { TICKET_LIMITS, ticketCalls, ticketReferenceCalls, type Ticket } from '@kaista/domain/tickets';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { answerUploads } from '../../test/fake-xhr';
import { MANAGER, renderTickets } from './tickets-test-kit';

const id = '00000000-0000-4000-8060-000000000012';
const ticket: Ticket = {
  id,
  number: 12,
  type: 'INCIDENT',
  urgency: 'normal',
  status: 'UNTOUCHED',
  subject: 'Reititin ei käynnisty',
  description: 'Valo vilkkuu.',
  createdByName: 'Maria Manninen',
  createdByOperatorName: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  assignee: null,
  version: 1,
  relatedDevice: null,
  relatedService: null,
  contactGroup: null,
  details: {},
};
const notices = () => currentNotifications().map((notice) => notice.text);
const log = new File(['rivi;toinen'], 'loki.csv', { type: 'text/csv' });

async function uploadOnTicket(file: File) {
  mockApi([
    answer(ticketCalls.get, () => ticket),
    answer(ticketCalls.timeline, () => []),
    answer(ticketCalls.comments, () => []),
    answer(ticketCalls.attachments, () => []),
  ]);
  renderTickets(`tickets/${id}`, MANAGER);
  await userEvent.upload(await screen.findByLabelText('Add attachments'), file);
}

describe('ticket attachments', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it.each([
    [413, 'PAYLOAD_TOO_LARGE', 'tickets.attachments.too-large'],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'tickets.attachments.wrong-type'],
  ])('tells the server’s %i %s once, at the file, with no notice beside it', async (status, code, text) => {
    answerUploads(status, { code, message: 'Refused.' });
    await uploadOnTicket(log);
    expect(await screen.findByText(i18n.t(text))).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  it('shows the ticket back with the desk once a file answers it while it waited for the customer', async () => {
    let reads = 0;
    mockApi([
      answer(ticketCalls.get, () => {
        reads += 1;
        return { ...ticket, status: reads === 1 ? ('PENDING_CUSTOMER' as const) : ('SOLVING' as const) };
      }),
      answer(ticketCalls.timeline, () => []),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
    ]);
    answerUploads(201, {
      id: '00000000-0000-4000-8061-000000000001',
      fileName: 'loki.csv',
      contentType: 'text/csv',
      sizeBytes: log.size,
      uploadedByName: 'Maria Manninen',
      uploadedByOperatorName: null,
      createdAt: '2026-11-21T08:00:00Z',
    });
    renderTickets(`tickets/${id}`, MANAGER);
    expect(await screen.findByText('Waiting for your reply')).toBeInTheDocument();
    await userEvent.upload(await screen.findByLabelText('Add attachments'), log);
    expect(await screen.findByText('Being solved')).toBeInTheDocument();
  });

  it('keeps the notice of a failure the file only calls failed (a server fault)', async () => {
    answerUploads(500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
    await uploadOnTicket(log);
    expect(await screen.findByText(i18n.t('tickets.attachments.failed'))).toBeInTheDocument();
    expect(notices()).toEqual([i18n.t('error.generic')]);
  });

  it('refuses a file too large or of a type not accepted before sending anything', async () => {
    const sent = answerUploads(201, {});
    const huge = new File(['x'], 'kuva.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: TICKET_LIMITS.attachmentMaxBytes + 1 });
    await uploadOnTicket(huge);
    expect(await screen.findByText(i18n.t('tickets.attachments.too-large'))).toBeInTheDocument();
    // `accept` only filters the browser's dialog, which can still show all files: the picker's check decides.
    const unaccepted = userEvent.setup({ applyAccept: false });
    await unaccepted.upload(screen.getByLabelText('Add attachments'), new File(['MZ'], 'ohjelma.exe'));
    expect(await screen.findByText(i18n.t('tickets.attachments.wrong-type'))).toBeInTheDocument();
    await unaccepted.upload(screen.getByLabelText('Add attachments'), new File([], 'tyhja.pdf'));
    expect(await screen.findByText('The file is empty. Choose a file that has content.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(notices()).toEqual([]);
  });
});

describe('attachments sent with a new ticket', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('are named on the ticket page when refused, with no notice beside it', async () => {
    answerUploads(413, { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' });
    mockApi([
      answer(ticketReferenceCalls.devices, () => ({
        items: [],
        total: 0,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
      answer(ticketReferenceCalls.genericDevices, () => []),
      answer(ticketReferenceCalls.contactGroups, () => ({
        items: [],
        total: 0,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
      answer(ticketCalls.create, () => ticket),
      answer(ticketCalls.get, () => ticket),
      answer(ticketCalls.timeline, () => []),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
    ]);
    renderTickets('tickets/new', MANAGER);
    await userEvent.click(await screen.findByRole('button', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Incident' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), ticket.subject);
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), ticket.description);
    await userEvent.upload(screen.getByLabelText('Add attachments'), log);
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(await screen.findByText('Support request #12 was sent.')).toBeInTheDocument();
    expect(
      screen.getByText('Not attached to the request: loki.csv. You can add them below.'),
    ).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });
});
