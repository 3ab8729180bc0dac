import { auditCalls } from '@kaista/domain/audit';
import { ticketCalls } from '@kaista/domain/tickets';
import { describe, expect, it } from 'vitest';
import { callUrl } from './call-url';

describe('callUrl', () => {
  it('fills the path parameters, encoded', () => {
    const url = callUrl(ticketCalls.get, { params: { id: '100001', ticketId: 'a/b c' } });
    expect(url).toBe('/api/businesses/100001/tickets/a%2Fb%20c');
  });

  it('writes the query in order, leaving empty values out', () => {
    const query = { from: '2026-01-01', to: '', actor: 'u1', offset: 50, pageSize: 50 };
    const url = callUrl(auditCalls.list, { params: { id: '100001' }, query });
    expect(url).toBe('/api/businesses/100001/audit?from=2026-01-01&actor=u1&offset=50&pageSize=50');
  });

  it('refuses a call without a parameter its path needs', () => {
    expect(() => callUrl(ticketCalls.get, { params: { id: '100001' } } as never)).toThrow('ticketId');
  });
});
