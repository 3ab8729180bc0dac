import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from './browser-location';
import { TIMINGS } from '@kaista/domain/shared/constants';
import { sendFirstKeepAlive, startKeepAlive } from './keep-alive';
import { isMarkedLoggedIn, loginStateMatches, initialRoute } from './session-storage';

const fetchMock = vi.fn<typeof fetch>();
let stop: () => void = () => undefined;

function status(code: number): Response {
  return new Response(code === 200 ? JSON.stringify({ expiresAt: '2026-01-01T00:00:00Z' }) : null, {
    status: code,
  });
}

function keepAliveCalls(): number {
  return fetchMock.mock.calls.filter(([url]) => url === '/gauth/keepalive').length;
}

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  sessionStorage.clear();
  setHidden(false);
});

afterEach(() => {
  stop();
  fetchMock.mockReset();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('keep-alive', () => {
  it('checks the session at once without a user, loads the user once and marks the tab logged in', async () => {
    fetchMock.mockResolvedValue(status(200));
    const onSessionActive = vi.fn(() => Promise.resolve());
    stop = startKeepAlive({ userLoaded: false, onSessionActive });
    await vi.advanceTimersByTimeAsync(0);
    expect(keepAliveCalls()).toBe(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(isMarkedLoggedIn()).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * TIMINGS.keepAliveIntervalMs);
    expect(keepAliveCalls()).toBe(4);
    expect(onSessionActive).toHaveBeenCalledTimes(1);
  });

  it('takes the keep-alive the entry sent early as its first beat, and sends its own after that', async () => {
    fetchMock.mockResolvedValue(status(200));
    const onSessionActive = vi.fn(() => Promise.resolve());
    void sendFirstKeepAlive();
    stop = startKeepAlive({ userLoaded: false, onSessionActive });
    await vi.advanceTimersByTimeAsync(0);
    expect(keepAliveCalls()).toBe(1);
    expect(onSessionActive).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TIMINGS.keepAliveIntervalMs);
    expect(keepAliveCalls()).toBe(2);
  });

  it('waits a full interval when the user is already loaded', async () => {
    fetchMock.mockResolvedValue(status(200));
    const onSessionActive = vi.fn(() => Promise.resolve());
    stop = startKeepAlive({ userLoaded: true, onSessionActive });
    await vi.advanceTimersByTimeAsync(TIMINGS.keepAliveIntervalMs - 1);
    expect(keepAliveCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(keepAliveCalls()).toBe(1);
    expect(onSessionActive).not.toHaveBeenCalled();
  });

  it('with the user served in the page, takes the early beat as its first and does not load the user again', async () => {
    fetchMock.mockResolvedValue(status(200));
    const onSessionActive = vi.fn(() => Promise.resolve());
    void sendFirstKeepAlive();
    stop = startKeepAlive({ userLoaded: true, onSessionActive });
    await vi.advanceTimersByTimeAsync(0);
    expect(keepAliveCalls()).toBe(1);
    expect(isMarkedLoggedIn()).toBe(true);
    await vi.advanceTimersByTimeAsync(TIMINGS.keepAliveIntervalMs);
    expect(keepAliveCalls()).toBe(2);
    expect(onSessionActive).not.toHaveBeenCalled();
  });

  it('starts the login from the early beat that finds no session, before any gate starts, and only once', async () => {
    fetchMock.mockResolvedValue(status(204));
    void sendFirstKeepAlive();
    await vi.advanceTimersByTimeAsync(0);
    expect(browserLocation.assign).toHaveBeenCalledTimes(1);
    stop = startKeepAlive({ userLoaded: true, onSessionActive: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(TIMINGS.keepAliveIntervalMs);
    expect(browserLocation.assign).toHaveBeenCalledTimes(1);
    expect(keepAliveCalls()).toBe(1);
  });

  it('beats rarely in a hidden tab', async () => {
    fetchMock.mockResolvedValue(status(200));
    setHidden(true);
    stop = startKeepAlive({ userLoaded: true, onSessionActive: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(5 * TIMINGS.keepAliveIntervalMs);
    expect(keepAliveCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * TIMINGS.keepAliveIntervalMs);
    expect(keepAliveCalls()).toBe(1);
  });

  it('on 204 clears the tab session, keeps the wanted route and goes to the login with a fresh state', async () => {
    window.history.replaceState(null, '', '/100001/tickets?status=open');
    sessionStorage.setItem('kaista.loggedIn', 'true');
    fetchMock.mockResolvedValue(status(204));
    stop = startKeepAlive({ userLoaded: false, onSessionActive: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(0);
    expect(isMarkedLoggedIn()).toBe(false);
    const target = new URL(vi.mocked(browserLocation.assign).mock.calls[0]?.[0] ?? '', 'http://x');
    expect(target.pathname).toBe('/gauth/login');
    const state = target.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(loginStateMatches(state)).toBe(true);
    expect(initialRoute()).toBe('/100001/tickets?status=open');
    await vi.advanceTimersByTimeAsync(10 * TIMINGS.keepAliveIntervalMs);
    expect(keepAliveCalls()).toBe(1);
  });

  it('retries soon after an unexpected answer or a network failure', async () => {
    fetchMock
      .mockResolvedValueOnce(status(502))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(status(200));
    const onSessionActive = vi.fn(() => Promise.resolve());
    stop = startKeepAlive({ userLoaded: false, onSessionActive });
    await vi.advanceTimersByTimeAsync(0);
    expect(onSessionActive).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * TIMINGS.keepAliveRetryMs);
    expect(keepAliveCalls()).toBe(3);
    expect(onSessionActive).toHaveBeenCalledTimes(1);
    expect(browserLocation.assign).not.toHaveBeenCalled();
  });
});
