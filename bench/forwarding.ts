/**
 * Forwarding to a supplier, measured end to end with the real workers (pg-boss jobs) against a
 * local DHRU supplier (the tests' one, a real HTTP server):
 *   1. orders forwarded per second — placed through POST /orders, until every one is `placed` at
 *      the supplier — with placeimeiorderbulk and, as the baseline of the same run, one
 *      placeimeiorder per order;
 *   2. one poll cycle over N placed orders (getimeiorderbulk): wall time and the server's CPU.
 *
 *   npm run bench:forwarding -- [--orders 2000] [--polled 10000]
 *   TEST_DB=postgres npm run bench:forwarding     # on the PostgreSQL at 127.0.0.1:5432
 *
 * Targets (issue "Suppliers"): ≥ 200 orders/s with bulk; a poll cycle of 10,000 placed orders in
 * under 1 s of server time.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { orderForwarding } from '../server/src/db/schema.js';
import { withCheckDigit } from '../server/src/domain/orders/imei.js';
import { pollSupplier } from '../server/src/domain/suppliers/polling.js';
import { createTestApp, type TestApp, type TestUser } from '../server/test/helpers/testApp.js';
import {
  addSupplier,
  FAST_SUPPLIERS,
  routedService,
} from '../server/test/suppliers/forwardingFixtures.js';
import { startTestSupplier } from '../server/test/suppliers/testSupplier.js';
import { parseFlags, wholeNumber } from './lib/args.js';

const flags = parseFlags(process.argv.slice(2));
const ORDERS = wholeNumber(flags, 'orders', 2000);
const POLLED = wholeNumber(flags, 'polled', 10_000);
const PER_SUBMISSION = 500;

/** 14 digits from a counter + the Luhn check digit. */
let imeiCounter = 0;
function nextImei(): string {
  imeiCounter += 1;
  return withCheckDigit(`35${String(imeiCounter).padStart(12, '0')}`);
}

/** Places `count` orders of the service through POST /orders; answers their ids. */
async function placeOrders(
  customer: TestUser,
  serviceId: number,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let done = 0; done < count; done += PER_SUBMISSION) {
    const imeis = Array.from({ length: Math.min(PER_SUBMISSION, count - done) }, nextImei);
    const res = await customer.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { service_id: serviceId, imei: imeis.join('\n') },
    });
    if (res.statusCode !== 201 && res.statusCode !== 200) {
      throw new Error(`POST /orders answered ${res.statusCode}: ${res.body}`);
    }
    ids.push(...(res.json().data as { id: number }[]).map((order) => order.id));
  }
  return ids;
}

async function placedCount(t: TestApp, ids: number[]): Promise<number> {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderForwarding)
    .where(inArray(orderForwarding.orderId, ids))
    .groupBy(orderForwarding.state)
    .having(eq(orderForwarding.state, 'placed'));
  return row?.count ?? 0;
}

/** Orders per second from the first submission until every order is placed at the supplier. */
async function forwardingRate(bulk: boolean, count: number) {
  const supplier = await startTestSupplier();
  const t = await createTestApp({ suppliers: { ...FAST_SUPPLIERS, pollSeconds: 3600 } });
  try {
    const supplierId = await addSupplier(t.db, supplier, { bulk });
    const serviceId = await routedService(t.db, [supplierId], '1.00');
    const customer = await t.createUser({ credits: String(count + 10) });
    const started = performance.now();
    const ids = await placeOrders(customer, serviceId, count);
    const submitted = performance.now();
    while ((await placedCount(t, ids)) < ids.length) {
      if (performance.now() - started > 600_000) throw new Error('forwarding took over 10 min');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      bulk,
      count,
      seconds,
      perSecond: count / seconds,
      submitSeconds: (submitted - started) / 1000,
      supplierCalls: supplier.requests.filter((r) => r.action.startsWith('placeimeiorder')).length,
      supplierOrders: supplier.orders.length,
    };
  } finally {
    await t.close();
    await supplier.close();
  }
}

/** One poll cycle over `count` orders placed at a bulk supplier that still has them pending. */
async function pollCycle(count: number) {
  const supplier = await startTestSupplier();
  const t = await createTestApp({ suppliers: { ...FAST_SUPPLIERS, pollSeconds: 3600 } });
  try {
    const supplierId = await addSupplier(t.db, supplier, { bulk: true });
    const serviceId = await routedService(t.db, [supplierId], '1.00');
    const customer = await t.createUser({ credits: String(count + 10) });
    const ids = await placeOrders(customer, serviceId, count);
    while ((await placedCount(t, ids)) < ids.length) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Every placed order due for a poll now.
    await t.db
      .update(orderForwarding)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(inArray(orderForwarding.orderId, ids));
    const cpu = process.cpuUsage();
    const started = performance.now();
    const asked = await pollSupplier(t.db, supplierId, { ...FAST_SUPPLIERS, pollSeconds: 3600 });
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    return {
      count,
      asked,
      wallMs,
      // The bench, the app and (on PGlite) the database share this process: an upper bound.
      cpuMs: (used.user + used.system) / 1000,
      supplierCalls: supplier.requests.filter((r) => r.action === 'getimeiorderbulk').length,
    };
  } finally {
    await t.close();
    await supplier.close();
  }
}

const database = process.env.TEST_DB === 'postgres' ? 'PostgreSQL (127.0.0.1:5432)' : 'PGlite';
console.log(`Forwarding bench on ${database}, Node ${process.version}`);
const single = await forwardingRate(false, Math.min(ORDERS, 500));
const bulk = await forwardingRate(true, ORDERS);
console.log('\n| supplier calls            | orders | seconds | orders/s | calls | submitting s |');
console.log('|---------------------------|-------:|--------:|---------:|------:|-------------:|');
for (const run of [single, bulk]) {
  console.log(
    `| ${(run.bulk ? 'placeimeiorderbulk (100)' : 'placeimeiorder (one each)').padEnd(25)} | ${String(run.count).padStart(6)} | ${run.seconds.toFixed(2).padStart(7)} | ${run.perSecond.toFixed(0).padStart(8)} | ${String(run.supplierCalls).padStart(5)} | ${run.submitSeconds.toFixed(2).padStart(12)} |`,
  );
}
console.log(
  `bulk / one each: ${(bulk.perSecond / single.perSecond).toFixed(2)}× the orders per second; target ≥ 200/s with bulk: ${bulk.perSecond >= 200 ? 'met' : 'missed'}`,
);
const poll = await pollCycle(POLLED);
console.log(
  `\nOne poll cycle over ${poll.count} placed orders: asked ${poll.asked} in ${poll.supplierCalls} getimeiorderbulk calls, ${poll.wallMs.toFixed(0)} ms wall, ${poll.cpuMs.toFixed(0)} ms CPU of this process; target < 1 s of server time: ${poll.cpuMs < 1000 ? 'met' : 'missed'}`,
);
process.exit(0);
