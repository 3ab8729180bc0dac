import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { impersonationCalls } from '@kaista/domain/impersonation';
import { sessionCalls } from '@kaista/domain/session';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { DEFAULT_PROFILE } from '../../lib/session/session-queries';
import { answer, mockApi } from '../../test/api-mock';
import { renderAt } from '../../test/render-routes';
import { customerCare as operator } from '../../test/test-users';
import { ImpersonationBanner } from './impersonation-banner';

const actingUser = {
  ...operator,
  uid: 'ulla',
  firstName: 'Ulla',
  lastName: 'Käyttäjä',
  name: 'Ulla Käyttäjä',
  email: 'user@aurora.example',
  type: 'external' as const,
  roles: [],
  impersonatorName: 'Cecilia Asiakaspalvelu',
};

let calls: ReturnType<typeof mockApi>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  calls = mockApi([
    answer(impersonationCalls.stop, () => ({
      currentCompanyId: '100001',
      expiresAt: '2026-11-22T18:00:00Z',
    })),
    answer(sessionCalls.userInfo, () => operator),
    answer(sessionCalls.profile, () => ({ ...DEFAULT_PROFILE, userLanguage: 'en' as const })),
  ]);
});

describe('the impersonation banner', () => {
  it('is absent when nobody acts as another user', () => {
    renderAt('/100001/home', <ImpersonationBanner />, operator);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says who acts as whom, and stopping reloads the operator, tells the other tabs and goes back to the company served', async () => {
    const otherTab = new BroadcastChannel('kaista-tabs');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const { router } = renderAt('/100001/home', <ImpersonationBanner />, actingUser);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Cecilia Asiakaspalvelu is acting as Ulla Käyttäjä (user@aurora.example)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop acting as user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/100001/company/users'));
    const methods = calls.map(({ method, url }) => `${method} ${url.pathname}`);
    expect(methods).toEqual(
      expect.arrayContaining([
        'DELETE /api/impersonations',
        'GET /api/users/self/info',
        'GET /api/users/self/profile',
      ]),
    );
    await waitFor(() => expect(heard).toEqual([{ type: 'acting-changed' }]));
    otherTab.close();
  });
});
