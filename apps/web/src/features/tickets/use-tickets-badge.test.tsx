import type { UserInfo } from '@kaista/domain/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROFILE, sessionKeys } from '../../lib/session/session-queries';
import { testUser } from '../../test/test-users';
import { useTicketsBadge } from './use-tickets-badge';

const COMPANY = '100001';
const reader = testUser([], [{ uid: COMPANY, roles: ['ServiceUser'], permissions: ['TicketingReadTicket'] }]);
const writer = testUser(
  [],
  [{ uid: COMPANY, roles: ['ServiceUser'], permissions: ['TicketingReadTicket', 'TicketingWriteTicket'] }],
);

function badgesOf(user: UserInfo) {
  const fetchMock = vi.fn(async () => Response.json({ statusCounts: { PENDING_CUSTOMER: 3, SOLVING: 2 } }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  client.setQueryData(sessionKeys.user, user);
  client.setQueryData(sessionKeys.profile, DEFAULT_PROFILE);
  client.setQueryData(sessionKeys.environment, { environment: 'ci' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useTicketsBadge(COMPANY, true), { wrapper }), fetchMock };
}

describe('useTicketsBadge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the tickets awaiting the reply of a user who may answer them', async () => {
    const { result } = badgesOf(writer);
    await waitFor(() => expect(result.current).toBe(3));
  });

  it('shows a read-only user no "awaiting your reply" badge and does not even ask', async () => {
    const { result, fetchMock } = badgesOf(reader);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
