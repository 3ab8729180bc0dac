import { bulletinCalls, type Bulletin } from '@kaista/domain/bulletins';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { regionNames } from '../../test/region-names';
import { renderAt } from '../../test/render-routes';
import { customerCare } from '../../test/test-users';
import { BulletinsPage } from './bulletins-page';

const existing: Bulletin = {
  id: '00000000-0000-4000-8152-000000000001',
  title: 'Huoltokatko verkkopalvelussa',
  bodyHtml: '<p>Katko</p>',
  translations: { sv: { title: 'Serviceavbrott', bodyHtml: '<p>Avbrott</p>' }, en: null },
  validFrom: '2026-11-01',
  validUntil: '2027-06-30',
  audience: 'ALL',
  companies: [],
  createdByName: 'Cecilia Asiakaspalvelu',
  updatedAt: '2026-11-01T08:00:00Z',
  version: 3,
};
const notices = () => currentNotifications().map((notice) => notice.text);

function renderPage(
  update: () => Bulletin | Response = () => ({ ...existing, version: 4 }),
  items: Bulletin[] = [existing],
) {
  const calls = mockApi([
    answer(bulletinCalls.list, () => ({
      items,
      total: items.length,
      totalCapped: false,
      offset: 0,
      pageSize: 20,
    })),
    answer(bulletinCalls.create, () => ({
      ...existing,
      id: '00000000-0000-4000-8152-000000000009',
      version: 1,
    })),
    answer(bulletinCalls.update, update),
    answer(bulletinCalls.delete, () => new Response(null, { status: 204 })),
  ]);
  const { router } = renderAt('/0/bulletins', <BulletinsPage />, customerCare);
  return Object.assign(calls, { router });
}

describe('the operator bulletins page', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('checks a new bulletin by the shared rules, then publishes it to the chosen companies', async () => {
    const calls = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Uusi tiedote');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), '<p>Tervetuloa</p>');
    await userEvent.click(screen.getByRole('radio', { name: 'Chosen companies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(i18n.t('validation.cannot-be-empty'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const companies = screen.getByRole('textbox', { name: /Company numbers/ });
    await userEvent.type(companies, '100001, Kettu');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Give the company numbers as digits/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(companies);
    await userEvent.type(companies, '100001, 100003');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notices()).toContain('The bulletin was published.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Uusi tiedote',
      audience: 'CHOSEN',
      companyIds: ['100001', '100003'],
    });
  });

  it('asks before leaving a bulletin being written, and not once it was published', async () => {
    const { router } = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Uusi tiedote');
    await act(() => router.navigate('/0'));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave the form?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), '<p>Tervetuloa</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notices()).toContain('The bulletin was published.'));
    await act(() => router.navigate('/0'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/0'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names the chosen companies of a bulletin, the first three and how many more, and edits them by number', async () => {
    const names = ['Aurora Oy', 'Kettu Oy', 'Lumo Oy', 'Pilvi Oy', 'Routa Oy'];
    const companies = names.map((name, index) => ({ id: `10000${index + 1}`, name }));
    renderPage(undefined, [{ ...existing, audience: 'CHOSEN', companies }]);
    const table = await screen.findByRole('table');
    expect(
      await within(table).findByText('Aurora Oy (100001), Kettu Oy (100002), Lumo Oy (100003) and 2 more'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Change ${existing.title}` }));
    expect(screen.getByRole('textbox', { name: /Company numbers/ })).toHaveValue(
      '100001, 100002, 100003, 100004, 100005',
    );
  });

  it('publishes a bulletin with the translations begun, each a title and a text together', async () => {
    const calls = renderPage();
    expect(await screen.findByRole('cell', { name: 'Finnish, Swedish' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Huoltokatko');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), '<p>Katko</p>');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title in Swedish' }), 'Serviceavbrott');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('textbox', { name: 'Text in Swedish' })).toHaveAccessibleDescription(
      i18n.t('validation.cannot-be-empty'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Text in Swedish' }), '<p>Avbrott</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notices()).toContain('The bulletin was published.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Huoltokatko',
      translations: { sv: { title: 'Serviceavbrott', bodyHtml: '<p>Avbrott</p>' } },
    });
  });

  it('opens a bulletin’s translations for a change', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Change ${existing.title}` }));
    expect(screen.getByRole('textbox', { name: 'Title in Swedish' })).toHaveValue('Serviceavbrott');
    expect(screen.getByRole('textbox', { name: 'Title in English' })).toHaveValue('');
  });

  it('names its form and its list apart from the page, so a screen reader tells them apart', async () => {
    renderPage();
    expect(await screen.findByRole('cell', { name: existing.title })).toBeInTheDocument();
    expect(regionNames()).toEqual(['Bulletins', 'All bulletins']);
  });

  it('tells an empty title as empty, by its first failed rule as the server would', async () => {
    const calls = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), '<p>Tervetuloa</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(i18n.t('validation.cannot-be-empty'))).toBeInTheDocument();
    expect(screen.queryByText(i18n.t('validation.character-set'))).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('changes a bulletin on the version read and says when it changed meanwhile', async () => {
    const calls = renderPage(() =>
      Response.json({ code: 'PRECONDITION_FAILED', message: 'x' }, { status: 412 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: `Change ${existing.title}` }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(existing.title);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notices().join()).toMatch(/changed the bulletin meanwhile/));
    expect(calls.find((call) => call.method === 'PUT')?.ifMatch).toBe('"3"');
  });

  it('takes validity dates as dd.mm.yyyy and refuses an end before the start', async () => {
    const calls = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Katko');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), '<p>Katko</p>');
    const from = screen.getByRole('textbox', { name: /Valid from/ });
    await userEvent.clear(from);
    await userEvent.type(from, '10.12.2026');
    await userEvent.type(screen.getByRole('textbox', { name: /Valid until/ }), '1.12.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(i18n.t('bulletins.until-before-from'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // Moving the start before the end takes the end's error away at once, not at the next publish.
    await userEvent.clear(from);
    await userEvent.type(from, '1.11.2026');
    await userEvent.tab();
    expect(screen.queryByText(i18n.t('bulletins.until-before-from'))).not.toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, '10.12.2026');

    const until = screen.getByRole('textbox', { name: /Valid until/ });
    await userEvent.clear(until);
    await userEvent.type(until, '31.12.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notices()).toContain('The bulletin was published.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      validFrom: '2026-12-10',
      validUntil: '2026-12-31',
    });
  });

  it('refuses to publish while a validity date cannot be read, instead of publishing without it', async () => {
    const calls = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Katko');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), '<p>Katko</p>');
    const until = screen.getByRole('textbox', { name: /Valid until/ });
    await userEvent.type(until, '31.02.2099');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(i18n.t('common.date.invalid'))).toBeInTheDocument();
    expect(until).toHaveValue('31.02.2099');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(until);
    await userEvent.type(until, '28.02.2099');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notices()).toContain('The bulletin was published.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ validUntil: '2099-02-28' });
  });

  it('counts the bulletins, asks before deleting, keeps the bulletin on cancel and deletes the version read on confirm', async () => {
    const calls = renderPage();
    const remove = await screen.findByRole('button', { name: `Delete ${existing.title}` });
    expect(screen.getByRole('status')).toHaveTextContent('Bulletins: 1');
    await userEvent.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the bulletin?' });
    expect(dialog).toHaveTextContent(existing.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${existing.title}` }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notices()).toContain(i18n.t('bulletins.deleted')));
    expect(calls.find((call) => call.method === 'DELETE')?.ifMatch).toBe('"3"');
  });
});
