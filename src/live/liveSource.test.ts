import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSource, type LiveMessage } from './liveSource';

/** An EventSource the test drives: it opens, sends, and fails when told. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  open() {
    this.readyState = this.OPEN;
    this.onopen?.();
  }

  send(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }

  /** The stream ended: the browser reconnects by itself. */
  drop() {
    this.readyState = this.CONNECTING;
    this.onerror?.();
  }

  /** An answer that is not a stream (401, 502): the browser gives up. */
  refuse() {
    this.readyState = this.CLOSED;
    this.onerror?.();
  }

  close() {
    this.closed = true;
    this.readyState = this.CLOSED;
  }
}

const factory = (url: string) => new FakeEventSource(url) as unknown as EventSource;
const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the live source', () => {
  it('opens one stream for every listener, and closes it with the last', () => {
    const source = createLiveSource('/api/events', factory);
    const stopFirst = source.subscribe(() => {});
    const stopSecond = source.subscribe(() => {});
    expect(FakeEventSource.opened.map((es) => es.url)).toEqual(['/api/events']);
    stopFirst();
    expect(latest().closed).toBe(false);
    stopSecond();
    expect(latest().closed).toBe(true);
  });

  it('hands out order events and keeps the last pending count', () => {
    const source = createLiveSource('/api/events', factory);
    const heard: LiveMessage[] = [];
    const stop = source.subscribe((message) => heard.push(message));
    latest().open();
    latest().send('pending', { count: 7 });
    latest().send('order', { id: 3, status: 4, forwarding_state: null });
    expect(heard).toEqual([
      { type: 'opened' },
      { type: 'pending', count: 7 },
      { type: 'order', order: { id: 3, status: 4, forwarding_state: null } },
    ]);
    expect(source.pendingCount()).toBe(7);
    stop();
    expect(source.pendingCount()).toBeNull();
  });

  it('asks for a resync when the browser has reconnected after a lost stream', () => {
    const source = createLiveSource('/api/events', factory);
    const heard: LiveMessage[] = [];
    source.subscribe((message) => heard.push(message));
    latest().open();
    expect(heard).toEqual([{ type: 'opened' }]);
    latest().drop();
    latest().open();
    expect(heard).toEqual([{ type: 'opened' }, { type: 'resync' }]);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens a refused stream again later, waiting longer each time, and resyncs', () => {
    const source = createLiveSource('/api/events', factory);
    const heard: LiveMessage[] = [];
    const stop = source.subscribe((message) => heard.push(message));
    latest().open();
    latest().refuse();
    expect(heard).toEqual([{ type: 'opened' }, { type: 'resync' }]);
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().refuse();
    vi.advanceTimersByTime(9_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    latest().open();
    expect(heard.filter((message) => message.type === 'resync')).toHaveLength(3);
    stop();
    latest().refuse();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('does nothing where the browser has no EventSource', () => {
    const source = createLiveSource('/api/events', undefined);
    const stop = source.subscribe(() => {});
    expect(source.pendingCount()).toBeNull();
    stop();
  });
});
