import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SupplierSettings } from '../../config.js';
import type { Database } from '../../db/client.js';
import { forwardingAttempts, orderForwarding, orders, suppliers } from '../../db/schema.js';
import { PLACE_QUEUE, type PlaceJob, sendInTransaction } from '../../jobs/queues.js';
import type { Placement } from '../../suppliers/dhruClient.js';
import { ORDER_PENDING } from '../orders/types.js';
import { finishAttempt, type StartedAttempt } from './attemptOutcomes.js';
import { hold } from './forwardingSteps.js';
import { chooseRoute, pricedAboveNote, type Route, routesByService } from './routeChoice.js';
import type { SupplierRow } from './supplierAccounts.js';
import { clientFor, recheckAfterRefusals } from './supplierCheck.js';
import { fieldsOfSupplierServices, valuesForSupplier } from './supplierFieldMapping.js';

/** References per placeimeiorderbulk call. */
export const BULK_SIZE = 100;
/** Calls under way at once per job. */
const CONCURRENT_CALLS = 4;

/** The due queued orders among these, grouped by the supplier their route goes to. */
async function planBySupplier(db: Database, orderIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .select({
      orderId: orderForwarding.orderId,
      routePosition: orderForwarding.routePosition,
      sentByAdmin: orderForwarding.sentByAdmin,
      serviceId: orders.serviceId,
      price: orders.price,
    })
    .from(orderForwarding)
    .innerJoin(orders, eq(orders.id, orderForwarding.orderId))
    .where(
      and(
        inArray(orderForwarding.orderId, orderIds),
        eq(orderForwarding.state, 'queued'),
        sql`${orderForwarding.nextAttemptAt} <= now() + interval '1 second'`,
      ),
    );
  const routes = await routesByService(db, [...new Set(rows.map((row) => row.serviceId))]);
  const plan = new Map<number, number[]>();
  for (const row of rows) {
    // An order without a route to take is held by startAttempts; any supplier's unit will do.
    const choice = chooseRoute(routes.get(row.serviceId), row);
    const supplierId = choice.kind === 'route' ? choice.route.supplierId : 0;
    plan.set(supplierId, [...(plan.get(supplierId) ?? []), row.orderId]);
  }
  return plan;
}

/**
 * Claims these orders for one call to `supplierId` and records the attempts, before the call, in
 * one transaction (each with its custom field values, keyed as the supplier names them): only orders still queued and due are taken (SKIP LOCKED, so every server
 * process takes each order once); orders no longer pending are done, orders without a usable
 * route are held, orders whose route now goes elsewhere get a job of their own.
 *
 * Each order's row is locked with its forwarding row, order first, as every forwarding path
 * does: an order an admin is answering, cancelling or sending again is skipped, not waited for.
 * Locking the forwarding alone deadlocked with them: recording the attempt checks its foreign
 * key, which waits for their lock on the order, while they wait for the forwarding. A skipped
 * order is then done, or queued again with a job of its own, by the one that locked it; one it
 * left queued is taken by a later job (the clock sends one to queued orders four time-outs and a
 * minute overdue).
 */
async function startAttempts(
  db: Database,
  supplierId: number,
  orderIds: number[],
  action: string,
): Promise<StartedAttempt[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        orderId: orderForwarding.orderId,
        routePosition: orderForwarding.routePosition,
        sentByAdmin: orderForwarding.sentByAdmin,
        serviceId: orders.serviceId,
        price: orders.price,
        imei: orders.imei,
        status: orders.status,
        fields: orders.fields,
      })
      .from(orderForwarding)
      .innerJoin(orders, eq(orders.id, orderForwarding.orderId))
      .where(
        and(
          inArray(orderForwarding.orderId, orderIds),
          eq(orderForwarding.state, 'queued'),
          sql`${orderForwarding.nextAttemptAt} <= now() + interval '1 second'`,
        ),
      )
      .orderBy(asc(orderForwarding.orderId))
      .for('update', { of: [orders, orderForwarding], skipLocked: true });
    const routes = await routesByService(tx, [...new Set(rows.map((row) => row.serviceId))]);
    const taken: {
      orderId: number;
      imei: string;
      fields: Record<string, string> | null;
      route: Route;
    }[] = [];
    const elsewhere: number[] = [];
    for (const row of rows) {
      const choice = chooseRoute(routes.get(row.serviceId), row);
      if (row.status !== ORDER_PENDING) {
        await tx
          .update(orderForwarding)
          .set({ state: 'done', updatedAt: sql`now()` })
          .where(eq(orderForwarding.orderId, row.orderId));
      } else if (choice.kind === 'none') {
        await hold(
          tx,
          row.orderId,
          'No route left with an active supplier: answer it by hand or change the routes',
        );
      } else if (choice.kind === 'pricedAbove') {
        await hold(tx, row.orderId, pricedAboveNote(choice.route, row.price));
      } else if (choice.route.supplierId !== supplierId) {
        elsewhere.push(row.orderId);
      } else {
        taken.push({
          orderId: row.orderId,
          imei: row.imei,
          fields: row.fields,
          route: choice.route,
        });
      }
    }
    if (elsewhere.length > 0) {
      await sendInTransaction(tx, PLACE_QUEUE, { orderIds: elsewhere } satisfies PlaceJob);
    }
    if (taken.length === 0) return [];
    const attempts = await tx
      .insert(forwardingAttempts)
      .values(
        taken.map((entry) => ({
          orderId: entry.orderId,
          supplierId,
          supplierServiceId: entry.route.supplierServiceId,
          routePosition: entry.route.position,
          action,
        })),
      )
      .returning({
        id: forwardingAttempts.id,
        orderId: forwardingAttempts.orderId,
        supplierServiceId: forwardingAttempts.supplierServiceId,
      });
    await tx.execute(sql`
      UPDATE ${orderForwarding} AS f SET
        state = 'placing',
        route_position = a.route_position,
        supplier_id = a.supplier_id,
        supplier_service_id = a.supplier_service_id,
        current_attempt_id = a.id,
        attempts = f.attempts + 1,
        updated_at = now()
      FROM ${forwardingAttempts} AS a
      WHERE a.id IN ${attempts.map((attempt) => attempt.id)} AND f.order_id = a.order_id`);
    const takenOf = new Map(taken.map((entry) => [entry.orderId, entry]));
    const theirFields = await fieldsOfSupplierServices(
      tx,
      supplierId,
      attempts.map((attempt) => attempt.supplierServiceId),
    );
    return attempts.map((attempt) => {
      const entry = takenOf.get(attempt.orderId);
      const customFields = valuesForSupplier(
        entry?.fields ?? null,
        theirFields.get(attempt.supplierServiceId) ?? [],
      );
      return {
        attemptId: attempt.id,
        orderId: attempt.orderId,
        imei: entry?.imei ?? '',
        supplierId,
        supplierServiceId: attempt.supplierServiceId,
        ...(customFields ? { customFields } : {}),
      };
    });
  });
}

/** One call: a bulk of orders, or one order. */
async function placeUnit(
  db: Database,
  supplier: SupplierRow | undefined,
  supplierId: number,
  orderIds: number[],
  settings: SupplierSettings,
): Promise<void> {
  const bulk = supplier?.allowsBulk === true;
  const started = await startAttempts(
    db,
    supplierId,
    orderIds,
    bulk ? 'placeimeiorderbulk' : 'placeimeiorder',
  );
  if (started.length === 0 || !supplier) return;
  const client = clientFor(supplier, settings);
  let outcomes: Map<string, Placement>;
  if (bulk) {
    outcomes = await client.placeOrders(
      started.map((attempt) => ({
        ref: String(attempt.orderId),
        serviceId: attempt.supplierServiceId,
        imei: attempt.imei,
        customFields: attempt.customFields,
      })),
    );
  } else {
    const [attempt] = started;
    if (!attempt) return;
    outcomes = new Map([
      [
        String(attempt.orderId),
        await client.placeOrder(attempt.supplierServiceId, attempt.imei, attempt.customFields),
      ],
    ]);
  }
  // Each outcome is recorded on its own: one that cannot be written (a lost connection) must not
  // leave the rest of a bulk — accepted references among them — without theirs. The failed ones
  // fail the job with their outcomes in its error (their attempts are then held as cut off).
  const unrecorded: string[] = [];
  for (const attempt of started) {
    const outcome = outcomes.get(String(attempt.orderId)) ?? {
      kind: 'unknown' as const,
      message: 'No outcome for this order',
    };
    try {
      await finishAttempt(db, attempt, outcome, settings);
    } catch (error) {
      unrecorded.push(
        `attempt ${attempt.attemptId} (order ${attempt.orderId}): ${JSON.stringify(outcome)}: ${(error as Error).message}`,
      );
    }
  }
  if (unrecorded.length > 0) {
    throw new Error(`Supplier outcomes not recorded: ${unrecorded.join('; ')}`);
  }
  const refusals = [...outcomes.values()].flatMap((outcome) =>
    outcome.kind === 'refused' ? [outcome.message] : [],
  );
  await recheckAfterRefusals(db, supplier, refusals, settings);
}

/**
 * Runs the tasks with at most `limit` under way at once. A task that fails stops none of the
 * others (each places orders of its own), and the first failure is thrown only once every task
 * has run: the job then ends with no call of its own still under way, which the shutdown waits
 * for, and no outcome still to record on a pool being closed. Once `stopping` answers true no
 * task is started any more (the server is stopping: a call started now could outlast the pool);
 * the job then fails once the tasks under way have ended, and is retried.
 */
async function runLimited(
  tasks: (() => Promise<void>)[],
  limit: number,
  stopping: () => boolean,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < tasks.length && !stopping()) {
      const task = tasks[next];
      next += 1;
      try {
        if (task) await task();
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
  if (failures.length > 0) throw failures[0];
  if (next < tasks.length) {
    throw new Error(
      `The server is stopping: ${tasks.length - next} calls not started, their orders left queued`,
    );
  }
}

/**
 * The place job: the due queued orders among `orderIds`, placed at their route's supplier —
 * batched per supplier with placeimeiorderbulk when it allows bulk, else one placeimeiorder
 * each. Every attempt is recorded before its call. Once `stopping` answers true (the server is
 * stopping), no further call is started.
 */
export async function placeQueuedOrders(
  db: Database,
  orderIds: number[],
  settings: SupplierSettings,
  stopping: () => boolean = () => false,
): Promise<void> {
  if (orderIds.length === 0) return;
  const plan = await planBySupplier(db, orderIds);
  const supplierRows = await db
    .select()
    .from(suppliers)
    .where(inArray(suppliers.id, [...plan.keys()]));
  const supplierById = new Map(supplierRows.map((row) => [row.id, row]));
  const tasks: (() => Promise<void>)[] = [];
  for (const [supplierId, ids] of plan) {
    const supplier = supplierById.get(supplierId);
    const size = supplier?.allowsBulk ? BULK_SIZE : 1;
    for (let start = 0; start < ids.length; start += size) {
      const unit = ids.slice(start, start + size);
      tasks.push(() => placeUnit(db, supplier, supplierId, unit, settings));
    }
  }
  await runLimited(tasks, CONCURRENT_CALLS, stopping);
}
