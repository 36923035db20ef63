import type { LiveListener, LiveMessage, LiveSource } from '../live/liveSource';

/** A live source without a server: the story says what it hears. */
export interface FakeLiveSource extends LiveSource {
  /** Hands a message to every listener, as if the stream had sent it. */
  emit(message: LiveMessage): void;
  /** How many listeners it has: none once the portal's layout is gone (signed out). */
  listeners(): number;
}

/** A stand-in for GET /api/events; `pending` is the count an admin's stream starts with. */
export const createFakeLiveSource = (pending: number | null = null): FakeLiveSource => {
  const listeners = new Set<LiveListener>();
  let count = pending;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pendingCount: () => count,
    emit(message) {
      if (message.type === 'pending') count = message.count;
      for (const listener of [...listeners]) listener(message);
    },
    listeners: () => listeners.size,
  };
};
