import { auditQuerySchema } from '@kaista/domain/audit';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from './use-list-url-state';
import { useOffsetInRange } from './use-offset-in-range';

function renderAt(search: string, answer: { total: number; items: unknown[] }) {
  const inRouter = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/100001/company/audit?${search}`]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const list = useListUrlState(auditQuerySchema);
      useOffsetInRange(answer, list.state, list.update);
      return { state: list.state, search: useLocation().search };
    },
    { wrapper: inRouter },
  );
}

describe('useOffsetInRange', () => {
  it('moves a page past the end of the list to its last page, filters kept', () => {
    const { result } = renderAt('offset=200&pageSize=20&from=2026-10-01', { total: 45, items: [] });
    expect(result.current.state).toMatchObject({ offset: 40, from: '2026-10-01' });
  });

  it('goes to the first page of a list that has become empty', () => {
    const { result } = renderAt('offset=60', { total: 0, items: [] });
    expect(result.current.state.offset).toBe(0);
  });

  it('leaves a page with rows, and never moves forwards', () => {
    expect(renderAt('offset=20', { total: 45, items: [{}] }).result.current.search).toBe('?offset=20');
    // A total that disagrees with its empty page: the page stays rather than going round.
    expect(renderAt('offset=20', { total: 90, items: [] }).result.current.search).toBe('?offset=20');
  });
});
