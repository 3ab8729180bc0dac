import { auditQuerySchema } from '@kaista/domain/audit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from './use-list-url-state';

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/100001/company/audit']}>{children}</MemoryRouter>
);

describe('useListUrlState', () => {
  it('keeps both of two changes made before the page renders again (a start date, at once an end date)', () => {
    const { result } = renderHook(
      () => ({ list: useListUrlState(auditQuerySchema), location: useLocation() }),
      { wrapper: inRouter },
    );
    act(() => {
      result.current.list.update({ from: '2026-10-01' });
      result.current.list.update({ to: '2026-10-31' });
    });
    expect(result.current.list.state).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(new URLSearchParams(result.current.location.search).get('from')).toBe('2026-10-01');

    act(() => result.current.list.update({ to: '2026-11-30' }));
    expect(result.current.list.state).toMatchObject({ from: '2026-10-01', to: '2026-11-30' });
  });
});
