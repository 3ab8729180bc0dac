import { bulletinCalls, type Bulletin } from '@kaista/domain/bulletins';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderAt } from '../../test/render-routes';
import { customerCare } from '../../test/test-users';
import { BulletinsPage } from './bulletins-page';

const existing: Bulletin = {
  id: '00000000-0000-4000-8152-000000000001',
  title: 'Huoltokatko verkkopalvelussa',
  bodyHtml: '<p>Katko</p>',
  validFrom: '2026-11-01',
  validUntil: '2027-06-30',
  audience: 'ALL',
  companyIds: [],
  createdByName: 'Cecilia Asiakaspalvelu',
  updatedAt: '2026-11-01T08:00:00Z',
  version: 3,
};
const notices = () => currentNotifications().map((notice) => notice.text);

function renderPage(update: () => Bulletin | Response = () => ({ ...existing, version: 4 })) {
  const calls = mockApi([
    answer(bulletinCalls.list, () => ({
      items: [existing],
      total: 1,
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
  ]);
  renderAt('/0/bulletins', <BulletinsPage />, customerCare);
  return calls;
}

describe('the operator bulletins page', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('checks a new bulletin by the shared rules, then publishes it to the chosen companies', async () => {
    const calls = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Uusi tiedote');
    await userEvent.type(screen.getByRole('textbox', { name: /Text/ }), '<p>Tervetuloa</p>');
    await userEvent.click(screen.getByRole('radio', { name: 'Chosen companies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(i18n.t('validation.cannot-be-empty'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Company numbers/ }), '100001, 100003');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notices()).toContain('The bulletin was published.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Uusi tiedote',
      audience: 'CHOSEN',
      companyIds: ['100001', '100003'],
    });
  });

  it('changes a bulletin on the version read and says when it changed meanwhile', async () => {
    const calls = renderPage(() =>
      Response.json({ code: 'PRECONDITION_FAILED', message: 'x' }, { status: 412 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: `Change ${existing.title}` }));
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue(existing.title);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notices().join()).toMatch(/changed the bulletin meanwhile/));
    expect(calls.find((call) => call.method === 'PUT')?.ifMatch).toBe('"3"');
  });
});
