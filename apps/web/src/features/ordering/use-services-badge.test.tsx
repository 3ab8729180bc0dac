import type { UserInfo } from '@kaista/domain/session';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBadge } from '../../test/render-badge';
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

const badgeOf = (user: UserInfo) =>
  renderBadge(useServicesBadge, COMPANY, user, { code: 'cart-1', totalItems: 2 });

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
