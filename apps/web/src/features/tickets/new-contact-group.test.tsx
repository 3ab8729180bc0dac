import { apiErrorMessageKey } from '@kaista/domain/shared/api';
import { ticketCalls, ticketReferenceCalls, type ContactGroup } from '@kaista/domain/tickets';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi, type MockedCall } from '../../test/api-mock';
import { renderTickets, userWith } from './tickets-test-kit';

const group: ContactGroup = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Verkkotiimi',
  emails: ['noc@aurora.example', 'ulla@aurora.example'],
};
const firstPage = { totalCapped: false, offset: 0, pageSize: 20 };
const pickers = [
  answer(ticketReferenceCalls.devices, () => ({ ...firstPage, items: [], total: 0 })),
  answer(ticketReferenceCalls.genericDevices, () => []),
  // The list holds 20 other groups: the new one sorts beyond them and is still offered.
  answer(ticketReferenceCalls.contactGroups, () => ({ ...firstPage, items: [], total: 20 })),
];
const ticketWriter = ['TicketingReadTicket', 'TicketingWriteTicket'] as const;
const groupWriter = userWith([...ticketWriter, 'TicketingWriteContactGroup']);

async function openDialog(handlers: MockedCall[]) {
  const calls = mockApi([...pickers, ...handlers]);
  renderTickets('tickets/new', groupWriter);
  await userEvent.click(await screen.findByRole('button', { name: 'New contact group' }));
  const dialog = await screen.findByRole('dialog', { name: 'New contact group' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Group name/ }), group.name);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail address 1/ }), group.emails[0]!);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add an address' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail address 2/ }), group.emails[1]!);
  return { calls, dialog };
}

const posts = (calls: ReturnType<typeof mockApi>, path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith(path));

describe('a new contact group from the ticket form', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('is offered only to whoever may write contact groups (§6)', async () => {
    mockApi(pickers);
    renderTickets('tickets/new', userWith([...ticketWriter]));
    await screen.findByRole('button', { name: /Contact group/ });
    expect(screen.queryByRole('button', { name: 'New contact group' })).not.toBeInTheDocument();
    cleanup();
    renderTickets('tickets/new', groupWriter);
    expect(await screen.findByRole('button', { name: 'New contact group' })).toBeInTheDocument();
  });

  it('creates the group, reads the groups again and sends the ticket with it chosen', async () => {
    const { calls, dialog } = await openDialog([
      answer(ticketReferenceCalls.createContactGroup, () => group),
      // Refused on purpose: only what the form sends matters here.
      answer(ticketCalls.create, () => Response.json({ code: 'X', message: 'x' }, { status: 418 })),
    ]);
    const groupReads = () =>
      calls.filter((call) => call.method === 'GET' && call.url.pathname.endsWith('/contactgroups')).length;
    const readsBefore = groupReads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, '/contactgroups').map((call) => call.body)).toEqual([
      { name: group.name, emails: group.emails },
    ]);
    // The dialog's submit stays its own: the ticket form around the picker neither checked nor sent anything.
    expect(posts(calls, '/tickets')).toHaveLength(0);
    expect(screen.queryByText('Choose the type of the request.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Contact group/ })).toHaveTextContent(group.name);
    await vi.waitFor(() => expect(groupReads()).toBeGreaterThan(readsBefore));
    expect(currentNotifications().map((notice) => notice.type)).toEqual(['success']);

    await userEvent.click(screen.getByRole('button', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Incident' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Verkko katkeilee');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Iltaisin.');
    await userEvent.click(screen.getByRole('button', { name: 'Send support request' }));
    await vi.waitFor(() => expect(posts(calls, '/tickets')).toHaveLength(1));
    expect(posts(calls, '/tickets')[0]?.body).toMatchObject({ contactGroupId: group.id });
  });

  it("tells the server's refusal of an address on that address, with no notice beside it", async () => {
    const { calls, dialog } = await openDialog([
      answer(ticketReferenceCalls.createContactGroup, () =>
        Response.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Invalid input',
            fieldErrors: { 'emails.1': 'validation.email' },
          },
          { status: 400 },
        ),
      ),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    const second = within(dialog).getByRole('textbox', { name: /E-mail address 2/ });
    await vi.waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(second).toHaveAccessibleDescription(/Check the e-mail address/);
    expect(within(dialog).getByRole('textbox', { name: /E-mail address 1/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(posts(calls, '/contactgroups')).toHaveLength(1);
    expect(currentNotifications()).toEqual([]);
  });

  it('tells a name the company has already on the name field, with no notice, in the open dialog', async () => {
    const { calls, dialog } = await openDialog([
      answer(ticketReferenceCalls.createContactGroup, () =>
        Response.json({ code: 'PARTY_EXISTS_WITH_NAME', message: 'Taken' }, { status: 409 }),
      ),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    const name = within(dialog).getByRole('textbox', { name: /Group name/ });
    await vi.waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/One with this name exists already/);
    expect(name).toHaveValue(group.name);
    expect(within(dialog).getByRole('textbox', { name: /E-mail address 2/ })).toHaveValue(group.emails[1]);
    expect(screen.getByRole('dialog', { name: 'New contact group' })).toBe(dialog);
    expect(posts(calls, '/contactgroups')).toHaveLength(1);
    expect(currentNotifications()).toEqual([]);
  });

  it('tells another §8 refusal once, by its notice, and stays open with what was typed for another try', async () => {
    const { dialog } = await openDialog([
      answer(ticketReferenceCalls.createContactGroup, () =>
        Response.json({ code: 'ILLEGAL_STATE', message: 'Not now' }, { status: 409 }),
      ),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await vi.waitFor(() => expect(currentNotifications()).toHaveLength(1));
    expect(currentNotifications()[0]?.id).toBe(apiErrorMessageKey('ILLEGAL_STATE'));
    // The notice stands above the modal, so the dialog stays open for another try.
    expect(screen.getByRole('dialog', { name: 'New contact group' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: /Group name/ })).toHaveValue(group.name);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
