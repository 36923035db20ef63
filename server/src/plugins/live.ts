import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationSource } from '../db/notifications.js';
import { countPendingOrders } from '../domain/orders/index.js';
import { liveTokenHolders } from '../domain/tokens.js';
import { LiveHub } from '../live/liveHub.js';
import { ORDER_EVENTS_CHANNEL, parseOrderChanges } from '../live/orderChanges.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open event streams of this process (GET /api/events). */
    live: LiveHub;
  }
}

/** The pending count is computed at most this often per process, however many orders change. */
const PENDING_INTERVAL_MS = 250;

/**
 * The live order events: one LISTEN on the database for the whole process (the triggers of
 * migration 0013 announce every committed order change), handed to the open event streams.
 * Without a notification source (benches) the streams carry the heartbeat and the pending count
 * only. The streams are ended before the server closes, so closing never waits for them.
 */
async function livePlugin(
  app: FastifyInstance,
  options: { notifications?: NotificationSource | undefined },
): Promise<void> {
  const lifetime = { idleHours: app.config.tokenIdleHours, maxDays: app.config.tokenMaxDays };
  const hub = new LiveHub({
    countPending: () => countPendingOrders(app.db),
    tokenHolders: (hashes) => liveTokenHolders(app.db, hashes, lifetime),
    heartbeatMs: app.config.liveHeartbeatSeconds * 1000,
    maxStreams: app.config.liveMaxStreams,
    pendingIntervalMs: PENDING_INTERVAL_MS,
    onError: (error, what) => app.log.error({ err: error }, `live events: failed ${what}`),
  });
  app.decorate('live', hub);
  app.addHook('preClose', async () => hub.close());
  if (!options.notifications) return;

  const stopListening = await options.notifications.listen(ORDER_EVENTS_CHANNEL, {
    onMessage(payload) {
      try {
        hub.publish(parseOrderChanges(payload));
      } catch (error) {
        app.log.error({ err: error }, 'live events: a notification could not be handed out');
      }
    },
    onLost(error) {
      app.log.error({ err: error }, 'live events: the listening connection was lost');
    },
    onResumed() {
      app.log.warn('live events: listening again; every stream is restarted to catch up');
      hub.resync();
    },
  });
  app.addHook('onClose', async () => stopListening());
}

export default fp(livePlugin, { name: 'live', dependencies: ['context'] });
