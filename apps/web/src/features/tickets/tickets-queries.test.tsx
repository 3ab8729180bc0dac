import { ticketCalls, ticketReferenceCalls } from '@kaista/domain/tickets';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderTickets, userWith } from './tickets-test-kit';

const firstPage = { totalCapped: false, offset: 0, pageSize: 20 };
const device = { id: 'DEV-1', name: 'Reititin Z-1', kind: 'routers', serialNumber: null };
const pickers = [
  answer(ticketReferenceCalls.devices, () => ({ ...firstPage, items: [device], total: 1 })),
  answer(ticketReferenceCalls.genericDevices, () => []),
  answer(ticketReferenceCalls.contactGroups, () => ({ ...firstPage, items: [], total: 0 })),
  answer(ticketReferenceCalls.customerServiceGroup, () => ({
    name: 'Asiakaspalvelu',
    email: 'asiakaspalvelu@kaista.example',
    phone: '010 123 4567',
    openingHours: 'ma–pe 8–16',
  })),
];
const writer = userWith(['TicketingReadTicket', 'TicketingWriteTicket']);
const notices = () => currentNotifications().map((notice) => notice.text);

describe('a new ticket the server refuses', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  async function sendWithDevice(refusal: Response) {
    mockApi([...pickers, answer(ticketCalls.create, () => refusal)]);
    renderTickets('tickets/new', writer);
    await userEvent.click(await screen.findByRole('button', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Incident' }));
    await userEvent.click(screen.getByRole('button', { name: /Related device/ }));
    await userEvent.click(await screen.findByRole('option', { name: device.name }));
    await userEvent.click(screen.getByRole('textbox', { name: /Subject/ }));
    await userEvent.paste('Reititin ei käynnisty');
    await userEvent.click(screen.getByRole('textbox', { name: /Description/ }));
    await userEvent.paste('Valo vilkkuu punaisena.');
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
  }

  it('tells a refused field on the field, with no generic notice beside it', async () => {
    await sendWithDevice(
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Unknown device or service.',
          fieldErrors: { relatedDeviceId: 'tickets.unknown-device' },
        },
        { status: 400 },
      ),
    );
    expect(await screen.findByText('The chosen device was not found.')).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  it('still shows the notice of a refusal that is about no field', async () => {
    await sendWithDevice(Response.json({ code: 'FORBIDDEN', message: 'Access is denied' }, { status: 403 }));
    await vi.waitFor(() => expect(notices()).toEqual([i18n.t('error.missing-permission')]));
  });
});
