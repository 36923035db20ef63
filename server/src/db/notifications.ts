import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears on its channel. */
export interface NotificationHandlers {
  /** A payload sent with NOTIFY / pg_notify by a committed transaction. */
  onMessage(payload: string): void;
  /**
   * The listening connection was lost and is listening again: whatever was sent in between is
   * lost, so whoever relies on the messages must catch up.
   */
  onResumed(): void;
  /** The connection was lost (it is being re-opened). */
  onLost?(error: Error): void;
}

/** PostgreSQL's LISTEN/NOTIFY as the app uses it, whichever database is underneath. */
export interface NotificationSource {
  /** Listens on `channel` until the returned function is called. Resolves once listening. */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
}

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/** The first wait before opening a lost listening connection again; doubled up to the last. */
const RETRY_FIRST_MS = 250;
const RETRY_LAST_MS = 5_000;

/**
 * How often an idle listening connection is asked `SELECT 1`, and how long it may take to answer.
 * A connection dropped silently on the way (a NAT or a load balancer forgetting it) raises no
 * error: only a question unanswered tells, and the connection is then replaced like a lost one.
 */
export interface ListenerProbe {
  everyMs: number;
  timeoutMs: number;
}
const PROBE: ListenerProbe = { everyMs: 30_000, timeoutMs: 10_000 };

/** `SELECT 1` on the connection, refused when no answer comes in time. */
function probe(client: pg.Client, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the listening connection did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    client.query('SELECT 1').then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: Error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * LISTEN on a PostgreSQL server: one connection of its own per `listen` (a pooled connection
 * would be handed to other queries), with TCP keep-alive and a periodic question, opened again
 * after it is lost, with a growing wait.
 */
export function postgresNotifications(
  connectionString: string,
  probeTiming: ListenerProbe = PROBE,
): NotificationSource {
  return {
    async listen(channel, handlers) {
      let client: pg.Client | undefined;
      let stopped = false;
      let retryMs = RETRY_FIRST_MS;
      let retryTimer: NodeJS.Timeout | undefined;
      let probeTimer: NodeJS.Timeout | undefined;

      const open = async (): Promise<void> => {
        const next = new pg.Client({ connectionString, keepAlive: true });
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) {
            handlers.onMessage(message.payload);
          }
        });
        let lost = false;
        // Until it listens, a failure is the opening's own (it throws, and is retried once).
        let listening = false;
        const onLost = (error: Error) => {
          if (!listening || lost || stopped) return;
          lost = true;
          clearInterval(probeTimer);
          client = undefined;
          next.end().catch(() => {});
          handlers.onLost?.(error);
          scheduleReopen();
        };
        next.on('error', onLost);
        next.on('end', () => onLost(new Error('the listening connection ended')));
        try {
          await next.connect();
          await next.query(`LISTEN ${quoted(channel)}`);
        } catch (error) {
          next.removeAllListeners('end');
          next.end().catch(() => {});
          throw error;
        }
        if (stopped) {
          // Stopped while this connection was being opened: it is not kept.
          next.removeAllListeners('end');
          next.end().catch(() => {});
          return;
        }
        listening = true;
        client = next;
        clearInterval(probeTimer);
        probeTimer = setInterval(() => {
          probe(next, probeTiming.timeoutMs).catch((error: Error) => onLost(error));
        }, probeTiming.everyMs);
        probeTimer.unref();
      };

      const scheduleReopen = () => {
        if (stopped) return;
        retryTimer = setTimeout(async () => {
          try {
            await open();
            retryMs = RETRY_FIRST_MS;
            if (!stopped) handlers.onResumed();
          } catch (error) {
            handlers.onLost?.(error as Error);
            retryMs = Math.min(retryMs * 2, RETRY_LAST_MS);
            scheduleReopen();
          }
        }, retryMs);
      };

      await open();
      return async () => {
        stopped = true;
        clearTimeout(retryTimer);
        clearInterval(probeTimer);
        const current = client;
        client = undefined;
        if (current) {
          current.removeAllListeners('end');
          await current.end().catch(() => {});
        }
      };
    },
  };
}

/**
 * LISTEN on the embedded database: PGlite is one connection in this process, and hands each
 * notification of a committed transaction to its listeners after the statement that commits.
 */
export function pgliteNotifications(client: PGlite): NotificationSource {
  return {
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}
