import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { currentNotifications, dismiss } from '../notifications/notification-store';
import { browserLocation } from '../session/browser-location';
import { apiRequest } from './api-client';
import { clearEtagCache } from './etag-cache';
import { HttpError } from './http-error';
import { leavePage } from './page-scope';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function noticeTexts(): string[] {
  return currentNotifications().map((n) => n.text);
}

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.mocked(browserLocation.assign).mockClear();
  currentNotifications().forEach((n) => dismiss(n.key));
  fetchMock.mockReset();
  clearEtagCache();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('calls the API root with JSON and the current language', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    const body = await apiRequest('/api/users/self/info');
    expect(body).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/self/info');
    expect(sentHeaders().get('X-Accept-Language')).toBe('en');
  });

  it('sends the body of an unsafe call as JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiRequest('/api/users/self/profile', { method: 'PUT', body: { userLanguage: 'sv' } });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"userLanguage":"sv"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('sends a write the same as one still on its way once, both callers getting its answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fetchMock.mockImplementation(() => Promise.resolve(json(201, { id: 'second' })));
    const ticket = { subject: 'Katkos', type: 'SUPPORT' };
    const first = apiRequest('/api/tickets', { method: 'POST', body: ticket });
    const again = apiRequest('/api/tickets', { method: 'POST', body: { ...ticket } });
    const other = apiRequest('/api/tickets', { method: 'POST', body: { ...ticket, subject: 'Toinen' } });
    answer(json(201, { id: 'first' }));
    expect(await Promise.all([first, again, other])).toEqual([
      { id: 'first' },
      { id: 'first' },
      { id: 'second' },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Once answered, the same write is a new one.
    await apiRequest('/api/tickets', { method: 'POST', body: ticket });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends no JSON content type on a call without a body', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { currentCompanyId: '0' }));
    await apiRequest('/api/session', { method: 'POST' });
    expect(sentHeaders().get('Content-Type')).toBeNull();
    expect(sentHeaders().get('X-Accept-Language')).toBe('en');
  });

  it('revalidates a GET with its ETag and serves the cached answer on 304', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { name: 'Aurora' }, { ETag: '"v1"' }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await apiRequest('/api/businesses/100001');
    const again = await apiRequest('/api/businesses/100001');
    expect(sentHeaders(1).get('If-None-Match')).toBe('"v1"');
    expect(again).toEqual({ name: 'Aurora' });
  });

  it('resolves with nothing for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/sessions', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('resolves with nothing and shows no notice when the page is left', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('gone', 'AbortError'))),
        ),
    );
    const pending = apiRequest('/api/businesses');
    leavePage();
    await expect(pending).resolves.toBeUndefined();
    expect(noticeTexts()).toEqual([]);
  });

  it('throws the parsed error body and shows the missing-permission notice on 403', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', message: 'Access is denied' }));
    const error = await apiRequest('/api/businesses/100001/tickets').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Access is denied' });
    expect(noticeTexts()).toEqual([i18n.t('error.missing-permission')]);
  });

  it('shows the size notice on 413', async () => {
    fetchMock.mockResolvedValueOnce(json(413, { code: 'TOO_LARGE', message: 'too large' }));
    await expect(apiRequest('/api/documents', { method: 'POST' })).rejects.toThrow('too large');
    expect(noticeTexts()).toEqual([i18n.t('download.download-error-size-notification')]);
  });

  it('shows no notice on 504 but still fails', async () => {
    fetchMock.mockResolvedValueOnce(new Response('timeout', { status: 504, statusText: 'Gateway Timeout' }));
    await expect(apiRequest('/api/reports')).rejects.toThrow('HTTP error: 504 - Gateway Timeout');
    expect(noticeTexts()).toEqual([]);
  });

  it('builds an error from an unparseable body and shows the generic notice', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 500, statusText: 'Server Error' }));
    await expect(apiRequest('/api/reports')).rejects.toThrow('HTTP error: 500 - Server Error');
    expect(noticeTexts()).toEqual([i18n.t('error.generic')]);
  });

  it('shows the generic notice once for a transport failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/reports')).rejects.toThrow('Failed to fetch');
    await expect(apiRequest('/api/invoices2')).rejects.toThrow('Failed to fetch');
    expect(noticeTexts()).toEqual([i18n.t('error.generic')]);
  });

  it('shows nothing for a call that opted out', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { code: 'NOT_FOUND', message: 'Not found' }));
    await expect(apiRequest('/api/users/x', { silent: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(noticeTexts()).toEqual([]);
  });

  describe('an answer its caller tells on its page', () => {
    const taken = {
      code: 'CONFLICT',
      message: 'Taken.',
      fieldErrors: { name: 'ordering.template.name-taken' },
    };
    const invalid = {
      code: 'VALIDATION_ERROR',
      message: 'Unknown place of delivery.',
      fieldErrors: { storeId: 'validation.place-of-delivery' },
    };
    const form = { method: 'POST', tellsFieldErrors: true } as const;

    it('shows no notice for field errors the form puts on its fields (400, 409 without a §8 code)', async () => {
      fetchMock.mockResolvedValueOnce(json(400, invalid)).mockResolvedValueOnce(json(409, taken));
      await expect(apiRequest('/api/orders', form)).rejects.toMatchObject({
        status: 400,
        fieldErrors: invalid.fieldErrors,
      });
      await expect(apiRequest('/api/templates', form)).rejects.toMatchObject({
        status: 409,
        fieldErrors: taken.fieldErrors,
      });
      expect(noticeTexts()).toEqual([]);
    });

    it('still shows the text of a §8 code, with or without field errors', async () => {
      fetchMock
        .mockResolvedValueOnce(json(409, { code: 'NO_STOCK', message: 'Only 0 in stock.' }))
        .mockResolvedValueOnce(
          json(409, { code: 'PARTY_EXISTS_WITH_NAME', message: 'Exists.', fieldErrors: { name: 'x' } }),
        );
      await expect(apiRequest('/api/bundles', form)).rejects.toMatchObject({ code: 'NO_STOCK' });
      expect(noticeTexts()).toEqual([i18n.t('order.no-stock-error-notification')]);
      await expect(apiRequest('/api/costpools', form)).rejects.toMatchObject({ status: 409 });
      expect(noticeTexts()).toContain(i18n.t('error.party-exists-with-name'));
    });

    it('shows the generic notice for field errors when the caller has no fields to put them on', async () => {
      fetchMock.mockResolvedValueOnce(json(400, invalid));
      await expect(apiRequest('/api/orders', { method: 'POST' })).rejects.toMatchObject({ status: 400 });
      expect(noticeTexts()).toEqual([i18n.t('error.generic')]);
    });

    it('shows no notice for a 412 the page tells as changed meanwhile, and the generic one otherwise', async () => {
      const stale = { code: 'PRECONDITION_FAILED', message: 'Changed.' };
      fetchMock.mockResolvedValueOnce(json(412, stale)).mockResolvedValueOnce(json(412, stale));
      await expect(apiRequest('/api/payers/1', { method: 'PUT', tellsStale: true })).rejects.toMatchObject({
        status: 412,
      });
      expect(noticeTexts()).toEqual([]);
      await expect(apiRequest('/api/payers/1', { method: 'PUT' })).rejects.toMatchObject({ status: 412 });
      expect(noticeTexts()).toEqual([i18n.t('error.generic')]);
    });

    it('still shows every other failure of such a caller', async () => {
      fetchMock
        .mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', message: 'Access is denied', fieldErrors: {} }))
        .mockResolvedValueOnce(new Response('<html>', { status: 500, statusText: 'Server Error' }));
      const both = { ...form, tellsStale: true };
      await expect(apiRequest('/api/orders', both)).rejects.toMatchObject({ status: 403 });
      await expect(apiRequest('/api/orders', both)).rejects.toMatchObject({ status: 500 });
      expect(noticeTexts().sort()).toEqual(
        [i18n.t('error.missing-permission'), i18n.t('error.generic')].sort(),
      );
    });
  });

  it('shows the auth-expired notice on 401 and logs out when it is gone', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: 'No session' }));
    await expect(apiRequest('/api/users/self/info')).rejects.toMatchObject({ status: 401 });
    expect(noticeTexts()).toEqual([i18n.t('error.auth-expired')]);
    expect(browserLocation.assign).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(noticeTexts()).toEqual([]);
    expect(browserLocation.assign).toHaveBeenCalledWith(`/gauth/logout?lang=${i18n.language}`);
  });
});
