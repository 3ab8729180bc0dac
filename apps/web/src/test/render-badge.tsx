import type { UserInfo } from '@kaista/domain/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { MenuBadgeHook } from '../lib/routing/area';
import { DEFAULT_PROFILE, sessionKeys } from '../lib/session/session-queries';

/**
 * Runs a menu badge's hook for a signed-in user on a shown menu entry, every call answered with `answer`;
 * `fetchMock` tells whether it asked at all. The caller unstubs the globals after each test.
 */
export function renderBadge(badge: MenuBadgeHook, companyId: string, user: UserInfo, answer: unknown) {
  const fetchMock = vi.fn(async () => Response.json(answer));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  client.setQueryData(sessionKeys.user, user);
  client.setQueryData(sessionKeys.profile, DEFAULT_PROFILE);
  client.setQueryData(sessionKeys.environment, { environment: 'ci' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => badge(companyId, true), { wrapper }), fetchMock };
}
