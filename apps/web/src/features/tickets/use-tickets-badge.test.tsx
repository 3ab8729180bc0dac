import type { UserInfo } from '@kaista/domain/session';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBadge } from '../../test/render-badge';
import { customerCare, testUser } from '../../test/test-users';
import { useTicketsBadge } from './use-tickets-badge';

const COMPANY = '100001';
const reader = testUser([], [{ uid: COMPANY, roles: ['ServiceUser'], permissions: ['TicketingReadTicket'] }]);
const writer = testUser(
  [],
  [{ uid: COMPANY, roles: ['ServiceUser'], permissions: ['TicketingReadTicket', 'TicketingWriteTicket'] }],
);

const badgesOf = (user: UserInfo) =>
  renderBadge(useTicketsBadge, COMPANY, user, { statusCounts: { PENDING_CUSTOMER: 3, SOLVING: 2 } });

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

  it('shows operator staff no such badge in a company: its tickets await the customer, not them', async () => {
    const { result, fetchMock } = badgesOf(customerCare);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
