import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { LeaveGuard } from './leave-guard';

function renderGuard(when: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <LeaveGuard when={when} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What closing or reloading the tab sends first; the browser asks when it is cancelled. */
function closeTab(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('LeaveGuard', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('has the browser ask before the tab is closed or reloaded while something is unsent', () => {
    renderGuard(true);
    expect(closeTab()).toBe(true);
  });

  it('lets the tab go, and the form leave by itself (a replace), when nothing is unsent or it was sent', async () => {
    const untouched = renderGuard(false);
    expect(closeTab()).toBe(false);
    await act(() => untouched.navigate('/list'));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();

    const sent = renderGuard(true);
    await act(() => sent.navigate('/created', { replace: true }));
    expect(sent.state.location.pathname).toBe('/created');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
