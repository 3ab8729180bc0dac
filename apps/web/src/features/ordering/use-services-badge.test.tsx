import type { UserInfo } from '@kaista/domain/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROFILE, sessionKeys } from '../../lib/session/session-queries';
import { testUser } from '../../test/test-users';
import { useServicesBadge } from './use-services-badge';

const COMPANY = '100001';
const reader = testUser([], [{ uid: COMPANY, roles: ['ServiceUser'], permissions: ['ServicesReadService'] }]);
const orderer = testUser(
  [],
  [
    {
      uid: COMPANY,
      roles: ['ServiceUser'],
      permissions: ['ServicesReadService', 'FECompositeWriteOrder'],
    },
  ],
);

function badgeOf(user: UserInfo) {
  const fetchMock = vi.fn(async () => Response.json({ code: 'cart-1', totalItems: 2 }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  client.setQueryData(sessionKeys.user, user);
  client.setQueryData(sessionKeys.profile, DEFAULT_PROFILE);
  client.setQueryData(sessionKeys.environment, { environment: 'ci' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useServicesBadge(COMPANY, true), { wrapper }), fetchMock };
}

describe('useServicesBadge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the services entry while a user who may order has something in the cart', async () => {
    const { result } = badgeOf(orderer);
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('does not ask about a cart for a user who may only read services', async () => {
    const { result, fetchMock } = badgeOf(reader);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
