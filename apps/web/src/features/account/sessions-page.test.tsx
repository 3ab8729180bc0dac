import type { ActiveSession } from '@kaista/domain/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { SessionsPage } from './sessions-page';

const session = (userAgent: string, current: boolean): ActiveSession => ({
  createdAt: '2026-11-23T08:00:00Z',
  lastActiveAt: '2026-11-23T09:30:00Z',
  userAgent,
  address: '192.0.2.10',
  current,
});

const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

function renderPage(answers: ActiveSession[][]) {
  const calls: string[] = [];
  let listed = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json(answers[Math.min(listed++, answers.length - 1)]);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionsPage />
    </QueryClientProvider>,
  );
  return calls;
}

describe('the own sessions page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sessions, this one first and named, and ends the others on request', async () => {
    await i18n.changeLanguage('en');
    const calls = renderPage([
      [session(SAFARI_ON_IPHONE, false), session(FIREFOX_ON_LINUX, true), session('curl/8.5.0', false)],
      [session(FIREFOX_ON_LINUX, true)],
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Firefox 133, LinuxThis session',
      'Safari 18, iOS',
      'curl/8.5.0',
    ]);
    expect(screen.getAllByText(/from 192\.0\.2\.10/)).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere else' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toContain('DELETE /api/users/self/sessions/others');
    // What was done is said, with the focus on it; nothing is left to end.
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^2 other sessions were ended\.$/));
    expect(screen.queryByRole('button', { name: 'Log out everywhere else' })).toBeNull();
    expect(screen.getByText('You are not logged in anywhere else.')).toBeVisible();
  });

  it('speaks Finnish and Swedish too', async () => {
    await i18n.changeLanguage('sv');
    renderPage([[session('Edge', true)]]);
    expect(await screen.findByText('Den här inloggningen')).toBeVisible();
    // Named as the user menu names it, and with the way to a new password the page's advice asks for.
    expect(screen.getByRole('heading', { name: 'Mina inloggningar' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Byt lösenord' })).toHaveAttribute(
      'href',
      '/gauth/password/forgot?lang=sv',
    );
  });
});
