import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeLiveSource } from '../stories/fakeLiveSource';
import { LiveSourceProvider } from './LiveContext';
import { changedByOrders, changedWhileAway } from './liveQueries';
import { LIVE_REFRESH_DELAY_MS, useLiveRefresh } from './useLiveRefresh';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setUp() {
  const source = createFakeLiveSource();
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <LiveSourceProvider source={source}>{children}</LiveSourceProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useLiveRefresh(), { wrapper });
  return { source, invalidate, hook };
}

const predicates = (invalidate: ReturnType<typeof setUp>['invalidate']) =>
  invalidate.mock.calls.map(([filters]) => filters?.predicate);

describe('the lists following the live events', () => {
  it('reload once for a burst of order events (a bulk reply of 500)', () => {
    const { source, invalidate } = setUp();
    for (let id = 1; id <= 500; id += 1) {
      source.emit({ type: 'order', order: { id, status: 4, forwarding_state: 'done' } });
    }
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(predicates(invalidate)).toEqual([changedByOrders]);
    source.emit({ type: 'order', order: { id: 501, status: 1, forwarding_state: null } });
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(predicates(invalidate)).toEqual([changedByOrders, changedByOrders]);
  });

  it('reload every page after a lost connection, and nothing for a pending count', () => {
    const { source, invalidate } = setUp();
    source.emit({ type: 'pending', count: 4 });
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(invalidate).not.toHaveBeenCalled();
    source.emit({ type: 'order', order: { id: 1, status: 1, forwarding_state: null } });
    source.emit({ type: 'resync' });
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(predicates(invalidate)).toEqual([changedWhileAway]);
  });

  it('reload the lists on screen once the stream first opens (what changed before it had no event)', () => {
    const { source, invalidate } = setUp();
    source.emit({ type: 'opened' });
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(predicates(invalidate)).toEqual([changedByOrders]);
  });

  it('stop listening when the layout is gone (signed out)', () => {
    const { source, invalidate, hook } = setUp();
    expect(source.listeners()).toBe(1);
    source.emit({ type: 'order', order: { id: 1, status: 1, forwarding_state: null } });
    hook.unmount();
    expect(source.listeners()).toBe(0);
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
