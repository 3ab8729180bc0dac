import { businessesCalls } from '@kaista/domain/businesses';
import { sessionCalls } from '@kaista/domain/session';
import { ticketCalls } from '@kaista/domain/tickets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEtagCache } from '../http/etag-cache';
import { currentNotifications, dismiss } from '../notifications/notification-store';
import { callApi, queryApi, sendApi } from './call-api';

const fetchMock = vi.fn<typeof fetch>();
const company = {
  uid: '100001',
  name: 'Aurora',
  businessId: '1234567-8',
  identifierType: 'BUSINESS_ID',
  companyType: 'LIMITED_COMPANY',
  customerNumber: 'C1',
  headOffice: { street: 'Katu 1', postalNumber: '00100', city: 'Helsinki', country: 'FI' },
  version: 1,
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  clearEtagCache();
  currentNotifications().forEach((notice) => dismiss(notice.key));
  vi.useRealTimers();
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

describe('a refusal with field errors', () => {
  const refused = () =>
    Response.json(
      { code: 'VALIDATION_ERROR', message: 'Unknown device.', fieldErrors: { relatedDeviceId: 'x' } },
      { status: 400 },
    );
  const ticket = {
    params: { id: '100001' },
    body: { type: 'INCIDENT', urgency: 'normal', subject: 'VPN', description: 'Down' },
  } as const;
  const notices = () => currentNotifications().map((notice) => notice.text);

  it('shows no notice from a write: its form puts them on its fields', async () => {
    fetchMock.mockResolvedValueOnce(refused());
    await expect(sendApi(ticketCalls.create, ticket)).rejects.toMatchObject({ status: 400 });
    expect(notices()).toEqual([]);
  });

  it('shows the generic notice from a write whose page has no fields, and from a query', async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(refused());
    await expect(sendApi(ticketCalls.create, ticket, { tellsFieldErrors: false })).rejects.toMatchObject({
      status: 400,
    });
    expect(notices()).toHaveLength(1);
    currentNotifications().forEach((notice) => dismiss(notice.key));
    const signal = new AbortController().signal;
    await expect(queryApi(businessesCalls.get, { params: { id: '100001' } }, signal)).rejects.toMatchObject({
      status: 400,
    });
    expect(notices()).toHaveLength(1);
  });
});

describe('an idempotent write', () => {
  const comment = { params: { id: '100001', ticketId: 't1' }, body: { body: 'Hei' } };
  const answer = () =>
    Response.json(
      {
        id: 'c1',
        body: 'Hei',
        authorName: 'Maija Mäki',
        authorOperatorName: null,
        fromOperator: false,
        internal: false,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      { status: 201 },
    );
  const keyOf = (call: number) =>
    new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Idempotency-Key');

  it('sends one key per submission, another with the next submission', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer()));
    await sendApi(ticketCalls.addComment, comment).catch(() => undefined);
    await sendApi(ticketCalls.addComment, comment).catch(() => undefined);
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('sends the submission again under the same key when its answer is lost, without a notice', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }))
      .mockResolvedValueOnce(
        Response.json({ code: 'IDEMPOTENCY_KEY_IN_USE', message: 'running' }, { status: 409 }),
      )
      .mockImplementationOnce(() => Promise.resolve(answer()));
    const sent = sendApi(ticketCalls.addComment, comment).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    await expect(sent).resolves.toMatchObject({ id: 'c1' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(new Set([0, 1, 2, 3].map(keyOf)).size).toBe(1);
    expect(currentNotifications()).toEqual([]);
  });

  it('gives up after its resends with one notice, and never resends a refusal', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const lost = sendApi(ticketCalls.addComment, comment).catch((error: unknown) => error);
    // The resends' pauses, and not the notice's own time on screen.
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(lost).resolves.toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(currentNotifications()).toHaveLength(1);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(Response.json({ code: 'ILLEGAL_STATE', message: 'closed' }, { status: 409 }));
    await expect(sendApi(ticketCalls.addComment, comment)).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
