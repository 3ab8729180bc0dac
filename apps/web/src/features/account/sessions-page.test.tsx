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

  it('lists the sessions, marks this one and ends the others on request', async () => {
    await i18n.changeLanguage('en');
    const calls = renderPage([
      [session('Firefox on a laptop', true), session('Safari on a phone', false)],
      [session('Firefox on a laptop', true)],
    ]);
    expect(await screen.findByText('Safari on a phone')).toBeVisible();
    expect(screen.getByText('This session')).toBeVisible();
    expect(screen.getAllByText(/from 192\.0\.2\.10/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere else' }));
    await waitFor(() => expect(screen.queryByText('Safari on a phone')).toBeNull());
    expect(calls).toContain('DELETE /api/users/self/sessions/others');
    expect(screen.getByRole('button', { name: 'Log out everywhere else' })).toBeDisabled();
  });

  it('speaks Finnish and Swedish too', async () => {
    await i18n.changeLanguage('sv');
    renderPage([[session('Edge', true)]]);
    expect(await screen.findByText('Den här inloggningen')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dina inloggningar' })).toBeVisible();
  });
});
