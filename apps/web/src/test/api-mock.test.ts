import { ticketCalls } from '@kaista/domain/tickets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, contractViolations, mockApi } from './api-mock';

const url = '/api/businesses/100001/tickets?offset=0';

describe('the typed API mock', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    contractViolations.length = 0;
  });

  it('answers a call with the handler of its contract entry, with the path parameters by name', async () => {
    const calls = mockApi([
      answer(ticketCalls.list, ({ params }) => ({
        items: [],
        total: params.id === '100001' ? 0 : 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    const response = await fetch(url);
    expect(await response.json()).toMatchObject({ total: 0 });
    expect(calls.map((call) => call.url.searchParams.get('offset'))).toEqual(['0']);
  });

  it('refuses a mocked page missing a field the contract requires, and the test kit fails the test', async () => {
    mockApi([
      // A page without totalCapped: the contract requires it, so this mock is a lie about the server.
      answer(ticketCalls.list, () => ({ items: [], total: 0, offset: 0, pageSize: 20 }) as never),
    ]);
    await expect(fetch(url)).rejects.toThrow(/breaks the contract/);
    expect(contractViolations).toEqual([expect.stringContaining('GET /api/businesses/:id/tickets')]);
  });
});
