import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOffline, POLL_INTERVAL_MS, reportNetworkFailure, resetConnectionStatus } from './connection-status';

afterEach(() => {
  resetConnectionStatus();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connection status (offline banner)', () => {
  it('stays offline while HEAD / fails and turns online when it answers', async () => {
    // prepare
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // act
    reportNetworkFailure();
    // assert
    expect(isOffline()).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' });
    expect(isOffline()).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(isOffline()).toBe(false);
  });
});
