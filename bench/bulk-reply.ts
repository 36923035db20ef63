/**
 * How long answering 1,000 pending orders takes as one bulk reply (POST
 * /api/admin_orders_bulk_reply: authentication, parsing, one lookup of every IMEI, then each
 * order answered in its own transaction with its audit row) next to the same 1,000 answers sent
 * one by one through the single-order route (PATCH /api/admin_orders_pending/{id}), in the same
 * run, on the same database, through app.inject. The preview (`dry_run`) of the same lines is
 * timed too. Rounds alternate which side goes first (ABBA); the orders each side answers are
 * placed before its timing starts. A bulk rejection of 1,000 orders (each refunded, a ledger
 * row each) is timed beside them.
 *
 * Runs on a fresh in-memory PGlite, then on a fresh PostgreSQL database when one is reachable
 * (BENCH_POSTGRES_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * created and dropped by the bench). `npm run bench:bulk-reply -- --rounds 5 --lines 1000`.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import type { Database, DatabaseHandle } from '../server/src/db/client.js';
import { categories, services } from '../server/src/db/schema.js';
import { topUp } from '../server/src/domain/backOffice/bills.js';
import { withCheckDigit } from '../server/src/domain/orders/imei.js';
import { placeOrders } from '../server/src/domain/orders/index.js';
import { issueToken } from '../server/src/domain/tokens.js';
import { createUser } from '../server/src/domain/users.js';
import { parseFlags, wholeNumber } from './lib/args.js';
import { median, onFreshDatabases } from './lib/benchDatabases.js';

let imeiSerial = 0;
function freshImeis(count: number): string[] {
  return Array.from({ length: count }, () => {
    imeiSerial += 1;
    return withCheckDigit(`35${String(imeiSerial).padStart(12, '0')}`);
  });
}

interface Shop {
  app: FastifyInstance;
  db: Database;
  adminToken: string;
  customerId: number;
  serviceId: number;
}

async function openShop(handle: DatabaseHandle, orderCount: number): Promise<Shop> {
  const db = handle.db;
  const config = {
    ...loadConfig({ PUBLIC_URL: 'http://bench.local', APP_TIMEZONE: 'UTC' }),
    clientDir: undefined,
  };
  const app = await buildApp({ config, db });
  await app.ready();
  const [category] = await db.insert(categories).values({ name: 'Bench' }).returning();
  const [service] = await db
    .insert(services)
    .values({ name: 'Bench unlock', price: '1.00', cost: '0.40', categoryId: category?.id ?? 0 })
    .returning();
  if (!service) throw new Error('service not created');
  const admin = await createUser(db, {
    name: 'bench admin',
    email: 'admin@bench.local',
    password: 'bench-password',
    admin: true,
  });
  const customer = await createUser(db, {
    name: 'bench customer',
    email: 'customer@bench.local',
    password: 'bench-password',
  });
  await topUp(db, { userId: customer.id, amount: String(orderCount), actorId: null });
  return {
    app,
    db,
    adminToken: await issueToken(db, admin.id),
    customerId: customer.id,
    serviceId: service.id,
  };
}

/** `count` fresh pending orders of the bench customer. */
async function pendingOrders(shop: Shop, count: number) {
  const placed = await placeOrders(shop.db, {
    userId: shop.customerId,
    serviceId: shop.serviceId,
    imeis: freshImeis(count),
    source: 'web',
  });
  return placed.orders;
}

/** Wall-clock and this process's CPU time (the app, and PGlite when embedded), in ms. */
interface Timing {
  wall: number;
  cpu: number;
}

async function timed(run: () => Promise<void>): Promise<Timing> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

function inject(shop: Shop, method: 'POST' | 'PATCH', url: string, payload: object) {
  return shop.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${shop.adminToken}` },
    payload,
  });
}

/** One bulk reply of `lines`; fails unless every line answered (or rejected) its order. */
async function bulkReply(
  shop: Shop,
  lines: string,
  expected: number,
  options: { action: 'answer' | 'reject'; dryRun: boolean },
) {
  const res = await inject(shop, 'POST', '/api/admin_orders_bulk_reply', {
    lines,
    action: options.action,
    dry_run: options.dryRun,
  });
  const counts =
    res.statusCode === 200
      ? (res.json() as { data: { answered: number; rejected: number } }).data
      : undefined;
  const done = options.action === 'answer' ? counts?.answered : counts?.rejected;
  if (done !== expected)
    throw new Error(`bulk reply refused: ${res.statusCode} ${res.body.slice(0, 300)}`);
}

async function oneByOne(shop: Shop, orders: { id: number; imei: string }[]) {
  for (const order of orders) {
    const res = await inject(shop, 'PATCH', `/api/admin_orders_pending/${order.id}`, {
      status: 4,
      code: `CODE-${order.imei}`,
    });
    if (res.statusCode !== 200)
      throw new Error(`answer refused: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
}

async function measure(label: string, handle: DatabaseHandle, rounds: number, lineCount: number) {
  const shop = await openShop(handle, lineCount * 3 * (rounds + 1));
  const previews: Timing[] = [];
  const bulks: Timing[] = [];
  const rejections: Timing[] = [];
  const singles: Timing[] = [];
  // Round 0 warms both sides up (JIT, plans, caches) and is not counted.
  for (let round = 0; round <= rounds; round += 1) {
    const forBulk = await pendingOrders(shop, lineCount);
    const forSingles = await pendingOrders(shop, lineCount);
    const forRejection = await pendingOrders(shop, lineCount);
    const lines = forBulk.map((order) => `${order.imei} CODE-${order.imei}`).join('\n');
    const reasons = forRejection.map((order) => `${order.imei} | Blacklisted`).join('\n');
    const bulkSide = async () => {
      const answer = { action: 'answer', dryRun: false } as const;
      const preview = await timed(() =>
        bulkReply(shop, lines, lineCount, { ...answer, dryRun: true }),
      );
      const bulk = await timed(() => bulkReply(shop, lines, lineCount, answer));
      const rejection = await timed(() =>
        bulkReply(shop, reasons, lineCount, { action: 'reject', dryRun: false }),
      );
      if (round > 0) {
        previews.push(preview);
        bulks.push(bulk);
        rejections.push(rejection);
      }
    };
    const singleSide = async () => {
      const single = await timed(() => oneByOne(shop, forSingles));
      if (round > 0) singles.push(single);
    };
    if (round % 2 === 0) {
      await bulkSide();
      await singleSide();
    } else {
      await singleSide();
      await bulkSide();
    }
  }
  await shop.app.close();

  const walls = (timings: Timing[]) => timings.map((timing) => timing.wall);
  const row = (name: string, timings: Timing[]) =>
    console.log(
      `  ${name.padEnd(46)}${median(walls(timings)).toFixed(1).padStart(9)} ms` +
        `${median(timings.map((timing) => timing.cpu))
          .toFixed(0)
          .padStart(8)} ms CPU` +
        `   (${walls(timings)
          .map((wall) => wall.toFixed(0))
          .join(', ')})`,
    );
  console.log(`\n${label}: median of ${rounds} rounds (wall, CPU of this process, each round)`);
  row(`bulk reply preview (dry_run), ${lineCount} lines`, previews);
  row(`bulk reply, ${lineCount} lines`, bulks);
  row(`bulk reply rejecting ${lineCount} (refunds)`, rejections);
  row(`${lineCount} single answers (PATCH), one by one`, singles);
  const ratio = median(walls(singles)) / median(walls(bulks));
  console.log(`  ${'one by one / bulk'.padEnd(46)}${ratio.toFixed(2).padStart(9)} ×`);
  const perLine = median(walls(bulks)) / lineCount;
  console.log(`  ${'bulk reply per line'.padEnd(46)}${perLine.toFixed(2).padStart(9)} ms`);
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const rounds = wholeNumber(flags, 'rounds', 3);
  const lineCount = wholeNumber(flags, 'lines', 1000);
  await onFreshDatabases('unlock_bench_bulk_reply', (label, handle) =>
    measure(label, handle, rounds, lineCount),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
