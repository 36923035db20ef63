import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { JobDatabase } from '../db/client.js';
import type { SessionLocks } from '../db/sessionLocks.js';
import { queueListsDue } from '../domain/suppliers/listRefresh.js';
import { placeQueuedOrders } from '../domain/suppliers/placement.js';
import { pollSupplier } from '../domain/suppliers/polling.js';
import { supplierServiceList } from '../domain/suppliers/supplierServices.js';
import {
  holdCutOffAttempts,
  overdueQueuedOrders,
  suppliersDueForPoll,
} from '../domain/suppliers/sweep.js';
import { createClockQueue, startClock } from '../jobs/clock.js';
import {
  CLOCK_QUEUE,
  FORMER_CLOCK_QUEUE,
  FORMER_POLL_QUEUE,
  JOB_SCHEMA,
  LIST_QUEUE,
  type ListJob,
  PLACE_QUEUE,
  type PlaceJob,
  POLL_QUEUE,
  type PollJob,
  pollLockKey,
} from '../jobs/queues.js';
import { retireQueue } from '../jobs/retireQueue.js';
import { countedWork, settlingJobDatabase } from '../jobs/settlingJobDatabase.js';

/** Place jobs taken together by one worker (their orders are batched per supplier). */
const PLACE_BATCH = 20;

/**
 * The job queue and the forwarding workers, started and stopped with the app. pg-boss is always
 * started (it installs its schema and the queues, which the order placements write jobs to); the
 * workers run only when `suppliers.workers` is on.
 */
async function supplierWorkers(
  app: FastifyInstance,
  options: { jobDatabase: JobDatabase; sessionLocks: SessionLocks },
): Promise<void> {
  const settings = app.config.suppliers;
  // The clock that finds cut-off calls: a few times per time-out, at least every 5 s.
  const tickSeconds = Math.max(1, Math.min(5, Math.floor(settings.timeoutSeconds / 3)));
  // A job outlives its calls: a handler past this is failed by pg-boss, and its job retried
  // (harmlessly: a job only takes queued orders). A poll stops calling well before it
  // (pollCallSeconds).
  const expireInSeconds = settings.timeoutSeconds * 4 + 60;
  const jobDatabase = settlingJobDatabase(options.jobDatabase);
  const boss = new PgBoss({
    db: jobDatabase as PgBoss.Db,
    schema: JOB_SCHEMA,
    migrate: true,
    schedule: false,
    supervise: settings.workers,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(PLACE_QUEUE, {
    name: PLACE_QUEUE,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds,
  });
  // One poll waits per supplier; one runs per supplier by its lock, which a killed process lets
  // go with its connection. The former `stately` queue let no poll of a supplier start while a
  // dead one stayed active: its codes waited for the expiry and the queue's upkeep (~5 min).
  await boss.createQueue(POLL_QUEUE, { name: POLL_QUEUE, policy: 'short', expireInSeconds });
  await retireQueue(boss, FORMER_POLL_QUEUE, (error) =>
    app.log.warn({ err: error }, 'former supplier poll queue not deleted: tried at next start'),
  );
  // Each job is one claimed fetch (listRefresh.ts): a standard queue, not retried.
  await boss.createQueue(LIST_QUEUE, { name: LIST_QUEUE, retryLimit: 0, expireInSeconds });
  await createClockQueue(boss, CLOCK_QUEUE, FORMER_CLOCK_QUEUE, (error) =>
    app.log.warn({ err: error }, 'former forwarding clock queue not deleted: tried at next start'),
  );
  let stopClock = async () => {};
  // From the stop on (before any other plugin's close waits), a place job starts no new call:
  // one started now could outlast the pool, its order then held as cut off.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onClose', async () => {
    await stopClock();
    await boss.stop({ graceful: true, wait: true, timeout: (settings.timeoutSeconds + 5) * 1000 });
    // The jobs of a fetch sent before the stop are worked now; the pool ends after.
    await jobDatabase.settled((settings.timeoutSeconds + 5) * 1000);
  });
  if (!settings.workers) return;

  // Each handler's runs are counted: the app waits for them before it ends the pool.
  const work = countedWork(boss, jobDatabase);
  await work<PlaceJob>(
    PLACE_QUEUE,
    { batchSize: PLACE_BATCH, pollingIntervalSeconds: 1 },
    async (jobs) => {
      const orderIds = [...new Set(jobs.flatMap((job) => job.data.orderIds))];
      await placeQueuedOrders(app.db, orderIds, settings, () => stopping);
    },
  );
  await work<PollJob>(POLL_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const { supplierId } = job.data;
    // Skipped while the supplier's poll runs elsewhere: the next tick sends another.
    await options.sessionLocks.runAlone(pollLockKey(supplierId), async () => {
      await pollSupplier(app.db, supplierId, settings);
    });
  });
  await work<ListJob>(LIST_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const { supplierId } = job.data;
    try {
      const list = await supplierServiceList(app.db, supplierId, { refresh: true, ...settings });
      app.log.info({ supplierId, services: list.length }, 'supplier service list fetched');
    } catch (error) {
      // Kept as the supplier's last error; asked again after the next interval, not retried now.
      app.log.warn({ supplierId, err: error }, 'supplier service list not fetched');
    }
  });
  // Every duty is safe beside another tick (see jobs/clock.ts): the sweep skips locked rows, a
  // supplier's poll waits as one job per supplier and runs under its lock, a due list is
  // claimed, and a place job only takes queued orders.
  stopClock = await startClock(boss, CLOCK_QUEUE, {
    work,
    tickSeconds,
    onSendError: (error) => app.log.error({ err: error }, 'forwarding clock tick not sent'),
    tick: async () => {
      const held = await holdCutOffAttempts(app.db, settings);
      if (held.length > 0) app.log.warn({ orders: held }, 'supplier calls cut off: orders held');
      for (const supplierId of await suppliersDueForPoll(app.db)) {
        await boss.send(POLL_QUEUE, { supplierId } satisfies PollJob, {
          singletonKey: `supplier-${supplierId}`,
        });
      }
      await queueListsDue(app.db, settings.listRefreshHours);
      const overdue = await overdueQueuedOrders(app.db, settings);
      if (overdue.length > 0)
        await boss.send(PLACE_QUEUE, { orderIds: overdue } satisfies PlaceJob);
    },
  });
}

export default fp(supplierWorkers, { name: 'supplier-workers', dependencies: ['context'] });
