import type PgBoss from 'pg-boss';
import { retireQueue } from './retireQueue.js';

/**
 * A clock shared by every process on one database, in a pg-boss queue of the `short` policy:
 * at most one tick waits at a time (a send while one waits is a no-op), and whichever process
 * fetches it runs it.
 *
 * Every process that runs the clock sends a tick each interval besides the one a finished tick
 * sends, so a process killed mid-tick stops nothing: its tick stays `active` until it expires,
 * but it holds up no other (a `stately` queue would let no tick start until that expiry and the
 * queue's upkeep). Ticks may therefore overlap (a dead one, a slow one): every duty of a tick
 * must be safe beside another run of itself.
 */

/** How a process runs its part of a clock. */
export interface ClockOptions {
  /** pg-boss's `work`, or a wrapper of it (`countedWork`). */
  work: (
    queue: string,
    options: PgBoss.WorkOptions,
    handler: PgBoss.WorkHandler<object>,
  ) => Promise<string>;
  tickSeconds: number;
  tick: () => Promise<void>;
  /** Called when a tick cannot be sent (the database is away): the next interval tries again. */
  onSendError: (error: unknown) => void;
}

/**
 * Creates the clock's queue; safe to call from every process, also without the clock. The
 * `stately` queue the clock had before (`formerQueue`) is deleted with its jobs (`retireQueue`).
 */
export async function createClockQueue(
  boss: PgBoss,
  queue: string,
  formerQueue: string,
  onRetireError: (error: unknown) => void,
): Promise<void> {
  // Not retried: the next tick is sent anyway. A tick past its expiry is a dead one.
  await boss.createQueue(queue, {
    name: queue,
    policy: 'short',
    retryLimit: 0,
    expireInSeconds: 60,
  });
  await retireQueue(boss, formerQueue, onRetireError);
}

/**
 * Starts this process's part of the clock. The answer stops it, waiting for a tick being sent:
 * call it before the queue stops.
 */
export async function startClock(
  boss: PgBoss,
  queue: string,
  options: ClockOptions,
): Promise<() => Promise<void>> {
  const { tickSeconds } = options;
  const sendNext = () =>
    boss.send(queue, {}, { startAfter: tickSeconds }).then(
      () => undefined,
      (error: unknown) => options.onSendError(error),
    );
  await options.work(queue, { pollingIntervalSeconds: 1 }, async () => {
    try {
      await options.tick();
    } finally {
      await sendNext();
    }
  });
  let sending: Promise<void> = Promise.resolve();
  const interval = setInterval(() => {
    sending = sendNext();
  }, tickSeconds * 1000);
  interval.unref();
  // The first tick at once; a no-op when another process's tick is already waiting.
  await boss.send(queue, {});
  return async () => {
    clearInterval(interval);
    await sending;
  };
}
