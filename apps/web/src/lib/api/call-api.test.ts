import { businessesCalls } from '@kaista/domain/businesses';
import { sessionCalls } from '@kaista/domain/session';
import { ticketCalls } from '@kaista/domain/tickets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEtagCache } from '../http/etag-cache';
import { callApi, queryApi } from './call-api';

const fetchMock = vi.fn<typeof fetch>();
const company = {
  uid: '100001',
  name: 'Aurora',
  businessId: '1234567-8',
  identifierType: 'BUSINESS_ID',
  companyType: 'LIMITED_COMPANY',
  customerNumber: 'C1',
  headOffice: { street: 'Katu 1', postalNumber: '00100', city: 'Helsinki', country: 'FI' },
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  clearEtagCache();
});

describe('the typed client', () => {
  it('calls the contract path with the method and JSON body of the call', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ id: 'c1' }, { status: 201 }));
    await callApi(
      ticketCalls.addComment,
      { params: { id: '100001', ticketId: 't1' }, body: { body: 'Hi' } },
      {
        silent: true,
      },
    ).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/businesses/100001/tickets/t1/comments');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"body":"Hi"}');
  });

  it('hands over an answer that keeps the contract', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(company));
    const signal = new AbortController().signal;
    await expect(queryApi(businessesCalls.get, { params: { id: '100001' } }, signal)).resolves.toEqual(
      company,
    );
  });

  it('fails in development and tests on an answer that breaks the contract', async () => {
    const { headOffice: _missing, ...broken } = company;
    fetchMock.mockResolvedValueOnce(Response.json(broken));
    const signal = new AbortController().signal;
    await expect(queryApi(businessesCalls.get, { params: { id: '100001' } }, signal)).rejects.toThrow(
      'GET /api/businesses/:id answered outside its contract',
    );
  });

  it('resolves a 204 call with null', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(callApi(sessionCalls.endOtherSessions, {})).resolves.toBeNull();
  });
});
