import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from './browser-location';
import { broadcastTabChange, useTabBroadcast } from './tab-broadcast';

describe('the tabs of one browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reload a tab not looked at when another starts or stops acting as a user, not on other messages', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const tab = renderHook(() => useTabBroadcast());
    const stranger = new BroadcastChannel('kaista-tabs');
    stranger.postMessage({ type: 'something-else' });
    stranger.close();
    broadcastTabChange('acting-changed');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    tab.unmount();
  });

  it('reload the tab in front only once the user leaves it', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const listens = vi.spyOn(window, 'addEventListener');
    const tab = renderHook(() => useTabBroadcast());
    broadcastTabChange('language-changed');
    await waitFor(() => expect(listens).toHaveBeenCalledWith('blur', expect.any(Function), { once: true }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('blur'));
    expect(reload).toHaveBeenCalledTimes(1);
    tab.unmount();
  });
});
