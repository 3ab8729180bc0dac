import { operativeContactCalls, type OperativeContact } from '@kaista/domain/operative-contacts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { operativeContactsRoutes } from './operative-contacts-routes';

const PEKKA: OperativeContact = {
  id: '00000000-0000-4000-8160-000000000001',
  firstName: 'Pekka',
  lastName: 'Nieminen',
  title: 'IT-päällikkö',
  phone: '+358401112233',
  email: 'pekka.nieminen@aurora.example',
  language: 'fi',
  roles: ['OUTAGES', 'MAINTENANCE'],
  aroundTheClock: true,
  notes: null,
  updatedAt: '2026-09-15T09:00:00Z',
  version: 2,
};
const notices = () => currentNotifications().map((notice) => notice.text);
const READ = ['CustomerReadOperativeContact'] as const;
const WRITE = ['CustomerReadOperativeContact', 'CustomerWriteOperativeContact'] as const;

function renderPage(
  permissions: readonly (typeof WRITE)[number][] = WRITE,
  update: () => OperativeContact | Response = () => ({ ...PEKKA, version: 3 }),
) {
  const calls = mockApi([
    answer(operativeContactCalls.list, () => ({
      items: [PEKKA],
      total: 1,
      totalCapped: false,
      offset: 0,
      pageSize: 25,
    })),
    answer(operativeContactCalls.create, () => ({ ...PEKKA, id: crypto.randomUUID(), version: 1 })),
    answer(operativeContactCalls.update, update),
    answer(operativeContactCalls.delete, () => new Response(null, { status: 204 })),
  ]);
  const { router } = renderRoutes(
    [{ path: ':companyId', children: operativeContactsRoutes }],
    '/100001/company/operative-contacts',
    { user: auroraManagerWith(permissions) },
  );
  return Object.assign(calls, { router });
}

describe('the operative contacts page', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('lists the contacts with their roles, reach and count, and offers no changes to a reader', async () => {
    renderPage(READ);
    const row = (await screen.findByText('Pekka Nieminen')).closest('tr')!;
    expect(row).toHaveTextContent('Faults and outages, Maintenance breaks');
    // The phone as Finns write it; the link dials the number as stored.
    expect(within(row).getByRole('link', { name: '040 111 2233' })).toHaveAttribute(
      'href',
      'tel:+358401112233',
    );
    expect(row).toHaveTextContent('reachable around the clock');
    expect(screen.getByRole('status')).toHaveTextContent('Contacts: 1');
    expect(screen.getByRole('search', { name: 'Contact filters' })).toHaveTextContent('Show role');
    expect(screen.queryByRole('button', { name: 'Add a contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Pekka Nieminen' })).not.toBeInTheDocument();
  });

  it('keeps the role filter in the address, and says when no contact has the role', async () => {
    const calls = mockApi([
      answer(operativeContactCalls.list, ({ url }) => {
        const items = url.searchParams.get('role') ? [] : [PEKKA];
        return { items, total: items.length, totalCapped: false, offset: 0, pageSize: 25 };
      }),
    ]);
    renderRoutes(
      [{ path: ':companyId', children: operativeContactsRoutes }],
      '/100001/company/operative-contacts?role=SECURITY',
      { user: auroraManagerWith(READ) },
    );
    expect(await screen.findByText('No contact has this role.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Contacts: 0');
    expect(calls.at(-1)?.url.searchParams.get('role')).toBe('SECURITY');
    const filters = screen.getByRole('search', { name: 'Contact filters' });
    const role = within(filters).getByRole('button', { name: /Show role/ });
    expect(role).toHaveTextContent('Information security');
    await userEvent.click(role);
    await userEvent.click(await screen.findByRole('option', { name: 'All roles' }));
    expect(await screen.findByText('Pekka Nieminen')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.has('role')).toBe(false);
  });

  it('checks a new contact by the shared rules before it adds it', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a contact' }));
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Tuula');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Järvinen');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '040 123');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'tuula@aurora.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose at least one role.')).toBeInTheDocument();
    expect(screen.getByText(i18n.t('validation.mobile-with-code'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // Taken to the first field to fix, not left on the button.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveFocus());

    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+358 40 123 4567');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Deliveries and installations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(notices()).toContain('Contact added.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      firstName: 'Tuula',
      phone: '+358 40 123 4567',
      roles: ['DELIVERIES'],
    });
  });

  it('asks before leaving a contact being written, and not once its form is cancelled', async () => {
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a contact' }));
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Tuula');
    await act(() => router.navigate('/100001/home'));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave the form?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Tuula');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(() => router.navigate('/100001/home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/100001/home'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('changes a contact on the version read and says when it changed meanwhile', async () => {
    const calls = renderPage(WRITE, () =>
      Response.json({ code: 'PRECONDITION_FAILED', message: 'x' }, { status: 412 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pekka Nieminen' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Pekka');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices().join()).toMatch(/changed this contact meanwhile/));
    expect(calls.find((call) => call.method === 'PUT')?.ifMatch).toBe('"2"');
  });

  it('asks before removing and removes the version read', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Pekka Nieminen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the contact?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notices()).toContain('Contact removed.'));
    expect(calls.find((call) => call.method === 'DELETE')?.ifMatch).toBe('"2"');
  });
});
