import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ciselnikyQuery, draftQuery } from './wizard-api';

/**
 * The signal dropping while the wizard starts (the browser's offline event) must not hold its loaders: TanStack
 * Query pauses a query in its default network mode until the browser is online again, and the page stayed blank.
 */
describe("the wizard's queries after the browser went offline", () => {
  afterEach(() => onlineManager.setOnline(true));

  const settlesOffline = async (options: { queryKey: readonly unknown[]; networkMode?: 'always' | 'online' | 'offlineFirst' }) => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const answer = client.fetchQuery({ queryKey: options.queryKey, networkMode: options.networkMode, queryFn: async () => 'answered' });
    return Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('paused'), 200))]);
  };

  it('the draft is read (from the device copy) without waiting for the signal', async () => {
    expect(await settlesOffline(draftQuery())).toBe('answered');
  });

  it("the address code lists are read (from the worker's cache) without waiting for the signal", async () => {
    expect(await settlesOffline(ciselnikyQuery())).toBe('answered');
  });

  it('a query in the default mode would wait (what the two above guard against)', async () => {
    expect(await settlesOffline({ queryKey: ['any'] })).toBe('paused');
  });
});
