import type { OrderEvent, PendingEvent } from '@schemas/events';

/** What the live connection tells the screens. */
export type LiveMessage =
  | { type: 'order'; order: OrderEvent }
  | { type: 'pending'; count: number }
  /** The stream was lost, or is open again after a loss: events may have been missed. */
  | { type: 'resync' }
  /**
   * The stream is open for the first time: what changed between the screens' first reads and
   * this moment came with no event, so the lists on screen read again.
   */
  | { type: 'opened' };

export type LiveListener = (message: LiveMessage) => void;

/** The signed-in user's live events, shared by every screen that listens. */
export interface LiveSource {
  /** Listens; the connection opens with the first listener and closes with the last. */
  subscribe(listener: LiveListener): () => void;
  /** The last pending count heard (admins), null before the first or when closed. */
  pendingCount(): number | null;
}

/** The browser's EventSource, or a stand-in (tests). */
export type EventSourceFactory = (url: string) => EventSource;

/** Waits before opening a failed stream again (the browser gave up: 401, 5xx, no network). */
const RETRY_FIRST_MS = 5_000;
const RETRY_LAST_MS = 60_000;

const parsed = <T>(event: Event): T | undefined => {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
};

/**
 * One EventSource on `url` for every listener of the tab. While open, the browser reconnects by
 * itself when the stream ends; when it gives up (an answer that is not a stream: 401, 502…) the
 * stream is opened again later, waiting longer each time. Each loss and each re-opening is
 * told as `resync`, so the screens reload what they show (and a 401 there signs the user out).
 */
export function createLiveSource(
  url: string,
  openEventSource: EventSourceFactory | undefined = typeof EventSource === 'undefined'
    ? undefined
    : (target) => new EventSource(target),
): LiveSource {
  const listeners = new Set<LiveListener>();
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_FIRST_MS;
  let pending: number | null = null;
  /** A stream was open before: the next opening follows a loss. */
  let wasOpen = false;

  const tell = (message: LiveMessage) => {
    for (const listener of [...listeners]) listener(message);
  };

  const open = () => {
    if (!openEventSource || source) return;
    const current = openEventSource(url);
    source = current;
    current.onopen = () => {
      retryMs = RETRY_FIRST_MS;
      tell({ type: wasOpen ? 'resync' : 'opened' });
      wasOpen = true;
    };
    current.addEventListener('order', (event) => {
      const order = parsed<OrderEvent>(event);
      if (order) tell({ type: 'order', order });
    });
    current.addEventListener('pending', (event) => {
      const body = parsed<PendingEvent>(event);
      if (!body) return;
      pending = body.count;
      tell({ type: 'pending', count: body.count });
    });
    current.onerror = () => {
      // A stream closed here tells nothing more; an open one the browser is reconnecting.
      if (source !== current || current.readyState !== current.CLOSED) return;
      current.close();
      source = null;
      wasOpen = true;
      tell({ type: 'resync' });
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_LAST_MS);
    };
  };

  const close = () => {
    clearTimeout(retryTimer);
    source?.close();
    source = null;
    pending = null;
    wasOpen = false;
    retryMs = RETRY_FIRST_MS;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      open();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) close();
      };
    },
    pendingCount: () => pending,
  };
}
