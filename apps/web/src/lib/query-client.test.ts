import { QUERY_STALE_TIME_MS } from '@fwmig/contract';
import { focusManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

let client: QueryClient;
let calls: number;

function observe(queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey: ['item'], queryFn });
  return { observer, unsubscribe: observer.subscribe(() => undefined) };
}

const succeed = async () => {
  calls += 1;
  return `answer ${calls}`;
};

beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient();
  client.mount();
  calls = 0;
});

afterEach(() => {
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('query defaults (spec §9)', () => {
  it('S9-31: does not refetch when the window regains focus', async () => {
    const { unsubscribe } = observe(succeed);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    // Past the stale time, so a focus refetch would happen if it were enabled.
    await vi.advanceTimersByTimeAsync(QUERY_STALE_TIME_MS + 1000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toBe(1);
    unsubscribe();
  });

  it('S9-32: sends a failing query once, without retry', async () => {
    const { observer, unsubscribe } = observe(async () => {
      calls += 1;
      throw new Error('500');
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
  });

  it('S9-33: data stays fresh for 5 seconds, then a new screen refetches', async () => {
    expect(QUERY_STALE_TIME_MS).toBe(5000);
    const first = observe(succeed);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    first.unsubscribe();

    await vi.advanceTimersByTimeAsync(4000);
    const second = observe(succeed);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    second.unsubscribe();

    await vi.advanceTimersByTimeAsync(1500);
    const third = observe(succeed);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    third.unsubscribe();
  });
});
