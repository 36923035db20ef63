/** A task asked for often and run seldom: see `coalesced`. */
export interface CoalescedTask {
  /** Asks for a run: the next one starts at most `minIntervalMs` after the last one started. */
  request(): void;
  /** No more runs (one under way finishes). */
  stop(): void;
}

/**
 * Runs `task` once for a burst of requests: never two at a time, at most once per
 * `minIntervalMs`, and always once more after the last request (a request during a run is
 * served by a run after it, so the last state is never missed).
 */
export function coalesced(task: () => Promise<void>, minIntervalMs: number): CoalescedTask {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let requestedWhileRunning = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let stopped = false;

  const schedule = () => {
    if (timer !== undefined || stopped) return;
    const wait = Math.max(0, lastStart + minIntervalMs - Date.now());
    timer = setTimeout(run, wait);
  };

  const run = async () => {
    timer = undefined;
    running = true;
    lastStart = Date.now();
    try {
      await task();
    } finally {
      running = false;
      if (requestedWhileRunning) {
        requestedWhileRunning = false;
        schedule();
      }
    }
  };

  return {
    request() {
      if (running) requestedWhileRunning = true;
      else schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
