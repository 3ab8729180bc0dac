import { auditCalls, type AuditPage as AuditPageData } from '@kaista/domain/audit';
import type { UserInfo } from '@kaista/domain/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { AuditPage } from './audit-page';

const admin: UserInfo = testUser([], [{ uid: '100001', roles: ['ServiceManagerUser'], permissions: [] }]);

const cecilia = { uid: 'cc', name: 'Cecilia Asiakaspalvelu' };
const maria = { uid: 'maria', name: 'Maria Manninen' };
const entry = (id: string, action: string, subject: string | null, result = 200) => ({
  id,
  occurredAt: '2026-11-23T08:00:00Z',
  operator: cecilia,
  actedFor: maria,
  companyId: '100001',
  action,
  target: '/api/businesses/100001/tickets/x/comments',
  subject,
  result,
});
const page: AuditPageData = {
  total: 3,
  totalCapped: false,
  offset: 0,
  pageSize: 50,
  items: [
    entry('3', 'impersonation.stop', null),
    entry('2', 'ticket.comment', '#12'),
    entry('1', 'POST /api/businesses/:id/tickets', null, 403),
  ],
  actors: [cecilia, maria],
};

function renderPage(address = '/100001/company/audit') {
  const calls = mockApi([answer(auditCalls.list, () => page)]);
  const { router } = renderRoutes([{ path: '/:companyId/company/audit', element: <AuditPage /> }], address, {
    user: admin,
  });
  return { calls, router };
}

describe('the audit log page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads each row as a sentence with both names, not as a call, under the count of events', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    const rows = (await screen.findAllByRole('row')).slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringContaining('Cecilia AsiakaspalveluStopped acting as Maria ManninenDone'),
      expect.stringContaining(
        'Cecilia Asiakaspalvelu for Maria ManninenCommented on support request #12Done',
      ),
      expect.stringContaining(
        'Cecilia Asiakaspalvelu for Maria ManninenCreated support requestFailed: no permission (403)',
      ),
    ]);
    expect(screen.queryByText(/POST|\/api\//)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Events: 3');
  });

  it('reads in Swedish too', async () => {
    await i18n.changeLanguage('sv');
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Kommenterade supportärende #12')).toBeInTheDocument();
    expect(within(table).getAllByText('Cecilia Asiakaspalvelu för Maria Manninen')).toHaveLength(2);
  });

  it('keeps its filters and page in the address, so a shared link opens the same page', async () => {
    await i18n.changeLanguage('en');
    const { calls, router } = renderPage('/100001/company/audit?from=2026-11-01&actor=maria&offset=50');
    const filters = await screen.findByRole('search', { name: 'Event filters' });
    expect(within(filters).getByRole('textbox', { name: 'From' })).toHaveValue('01.11.2026');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      offset: '50',
      pageSize: '50',
      from: '2026-11-01',
      actor: 'maria',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?from=2026-11-01&actor=maria');
  });

  it('filters by a day typed dd.mm.yyyy once the field is left, and clears the filters at once', async () => {
    await i18n.changeLanguage('en');
    const { calls, router } = renderPage('/100001/company/audit?actor=maria');
    const filters = await screen.findByRole('search', { name: 'Event filters' });
    await userEvent.type(within(filters).getByRole('textbox', { name: 'From' }), '01.11.2026');
    await userEvent.tab();
    await waitFor(() => expect(router.state.location.search).toBe('?actor=maria&from=2026-11-01'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2026-11-01'));
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear the filters (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(filters).getByRole('textbox', { name: 'From' })).toHaveValue('');
  });

  it('says when the log could not be loaded, instead of showing nothing', async () => {
    await i18n.changeLanguage('en');
    mockApi([answer(auditCalls.list, () => Response.json({ code: 'INTERNAL' }, { status: 500 }))]);
    renderRoutes([{ path: '/:companyId/company/audit', element: <AuditPage /> }], '/100001/company/audit', {
      user: admin,
    });
    expect(await screen.findByText('The audit log could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says that nothing has been recorded yet, or that nothing matches once a filter is chosen', async () => {
    await i18n.changeLanguage('en');
    const none = { ...page, total: 0, items: [] };
    mockApi([answer(auditCalls.list, () => none)]);
    const routes = [{ path: '/:companyId/company/audit', element: <AuditPage /> }];
    const { router } = renderRoutes(routes, '/100001/company/audit', { user: admin });
    expect(await screen.findByText('No changes have been recorded yet.')).toBeInTheDocument();
    await router.navigate('/100001/company/audit?actor=maria');
    expect(await screen.findByText('No events for these filters.')).toBeInTheDocument();
  });

  it('downloads the log as CSV from beside its title, with the filters chosen', async () => {
    await i18n.changeLanguage('en');
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = mockApi([
      answer(auditCalls.list, () => page),
      answer(auditCalls.csv, () => new Response('time;who\r\n', { status: 200 })),
    ]);
    renderRoutes(
      [{ path: '/:companyId/company/audit', element: <AuditPage /> }],
      '/100001/company/audit?actor=maria',
      { user: admin },
    );
    const header = (await screen.findByRole('heading', { level: 1, name: 'Audit log' })).closest('header')!;
    await userEvent.click(within(header).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exported = calls.find((call) => call.url.pathname.endsWith('/audit.csv'))!.url.searchParams;
    expect(exported.get('actor')).toBe('maria');
  });
});
