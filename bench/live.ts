/**
 * Live events at scale, on PostgreSQL: a real server process (server/src/main.ts) with N open
 * event streams (half of them admins', half of them the customer's whose orders are answered),
 * and this process answering orders straight through the orders domain on the same database —
 * as another server process would. It prints:
 * - the delay from an answer committed (answerOrder resolved here) to its `order` event read by
 *   the first, the median and the last of the N streams, over `--rounds` single answers;
 * - a burst: `--burst` orders answered one transaction each, four at a time (as a bulk reply),
 *   and how long after the last commit every stream had every event;
 * - the server process's resident memory with no stream, N streams and 5×N streams open.
 *
 * `npm run bench:live -- --streams 200 --rounds 30 --burst 500` (PostgreSQL at
 * BENCH_POSTGRES_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres; a fresh
 * database is created and dropped by the run).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../server/src/db/client.js';
import { categories, services } from '../server/src/db/schema.js';
import { topUp } from '../server/src/domain/backOffice/bills.js';
import { answerOrder } from '../server/src/domain/orders/answerOrder.js';
import { withCheckDigit } from '../server/src/domain/orders/imei.js';
import { ORDER_COMPLETED, placeOrders } from '../server/src/domain/orders/index.js';
import { issueToken } from '../server/src/domain/tokens.js';
import { createUser } from '../server/src/domain/users.js';
import { parseFlags, wholeNumber } from './lib/args.js';
import { median } from './lib/benchDatabases.js';
import { type BenchStream, openBenchStream } from './lib/sseClient.js';

const flags = parseFlags(process.argv.slice(2));
const STREAMS = wholeNumber(flags, 'streams', 200);
const ROUNDS = wholeNumber(flags, 'rounds', 30);
const BURST = wholeNumber(flags, 'burst', 500);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server as its own process (node --import tsx, so the pid is the server's own). */
async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      SUPPLIER_WORKERS: 'false',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/profile`)).status === 401) return { url, child };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill();
  throw new Error('the server did not start');
}

/** Resident memory of a process, in MiB (Linux). */
function residentMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** CPU time a process has used so far, in ms (Linux: utime + stime of /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the name: state is field 3, utime 14 and stime 15 (here at 11 and 12), in 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

let imeiSerial = 0;
const freshImeis = (count: number) =>
  Array.from({ length: count }, () => {
    imeiSerial += 1;
    return withCheckDigit(`35${String(imeiSerial).padStart(12, '0')}`);
  });

interface Shop {
  customerId: number;
  serviceId: number;
  adminTokens: string[];
  customerTokens: string[];
}

async function openShop(handle: DatabaseHandle, streams: number): Promise<Shop> {
  const db = handle.db;
  const [category] = await db.insert(categories).values({ name: 'Bench' }).returning();
  const [service] = await db
    .insert(services)
    .values({ name: 'Bench unlock', price: '1.00', categoryId: category?.id ?? 0 })
    .returning();
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
  await topUp(db, { userId: customer.id, amount: '100000', actorId: null });
  const tokens = (userId: number, count: number) =>
    Promise.all(Array.from({ length: count }, () => issueToken(db, userId)));
  return {
    customerId: customer.id,
    serviceId: service?.id ?? 0,
    adminTokens: await tokens(admin.id, Math.ceil((streams * 5) / 2)),
    customerTokens: await tokens(customer.id, Math.floor((streams * 5) / 2)),
  };
}

async function pendingOrderIds(handle: DatabaseHandle, shop: Shop, count: number) {
  const placed = await placeOrders(handle.db, {
    userId: shop.customerId,
    serviceId: shop.serviceId,
    imeis: freshImeis(count),
    source: 'web',
  });
  return placed.orders.map((order) => order.id);
}

/** Resolves with when each stream had heard the last of `ids` answered (performance.now()). */
async function arrivals(streams: BenchStream[], ids: number[], timeoutMs: number) {
  const wanted = new Set(ids);
  const done: number[] = new Array(streams.length).fill(0);
  const stops: (() => void)[] = [];
  let complete = 0;
  try {
    return await new Promise<number[]>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${complete}/${streams.length} streams heard everything`)),
        timeoutMs,
      );
      streams.forEach((stream, index) => {
        const heard = new Set<number>();
        stops.push(
          stream.onOrder(({ id, status }, at) => {
            if (status !== ORDER_COMPLETED || !wanted.has(id) || heard.has(id)) return;
            heard.add(id);
            if (heard.size < wanted.size) return;
            done[index] = at;
            complete += 1;
            if (complete === streams.length) {
              clearTimeout(timer);
              resolve(done);
            }
          }),
        );
      });
    });
  } finally {
    for (const stop of stops) stop();
  }
}

async function answerInTurns(handle: DatabaseHandle, ids: number[], atOnce: number) {
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const orderId = ids[next] as number;
      next += 1;
      await answerOrder(handle.db, { orderId, actor: null, status: ORDER_COMPLETED, code: 'B' });
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
}

async function openStreams(url: string, tokens: string[]): Promise<BenchStream[]> {
  const streams: BenchStream[] = [];
  // A few at a time, as browsers would arrive.
  for (let i = 0; i < tokens.length; i += 50) {
    streams.push(
      ...(await Promise.all(tokens.slice(i, i + 50).map((token) => openBenchStream(url, token)))),
    );
  }
  return streams;
}

async function measure(handle: DatabaseHandle, databaseUrl: string): Promise<void> {
  const shop = await openShop(handle, STREAMS);
  const server = await startServer(databaseUrl);
  const pid = server.child.pid ?? 0;
  try {
    // Warm-up: a few streams and answers, so the first figures do not pay for compilation.
    const warm = await openStreams(server.url, shop.adminTokens.slice(0, 10));
    const warmIds = await pendingOrderIds(handle, shop, 20);
    const warmed = arrivals(warm, warmIds, 10_000);
    await answerInTurns(handle, warmIds, 4);
    await warmed;
    for (const stream of warm) stream.close();
    await sleep(1_000);
    const idle = residentMiB(pid);

    const half = Math.ceil(STREAMS / 2);
    const streams = await openStreams(server.url, [
      ...shop.adminTokens.slice(0, half),
      ...shop.customerTokens.slice(0, STREAMS - half),
    ]);
    await sleep(1_000);
    const withN = residentMiB(pid);

    const firsts: number[] = [];
    const medians: number[] = [];
    const lasts: number[] = [];
    const ids = await pendingOrderIds(handle, shop, ROUNDS);
    for (const orderId of ids) {
      const heard = arrivals(streams, [orderId], 10_000);
      await answerOrder(handle.db, { orderId, actor: null, status: ORDER_COMPLETED, code: 'X' });
      const committed = performance.now();
      const last = await heard;
      const delays = last.map((at) => at - committed);
      firsts.push(Math.min(...delays));
      medians.push(median(delays));
      lasts.push(Math.max(...delays));
      await sleep(50);
    }

    const burstIds = await pendingOrderIds(handle, shop, BURST);
    const burst = arrivals(streams, burstIds, 120_000);
    const burstStarted = performance.now();
    const serverCpu = cpuMs(pid);
    const benchCpu = process.cpuUsage();
    await answerInTurns(handle, burstIds, 4);
    const lastCommit = performance.now();
    const burstLast = await burst;
    const burstDone = Math.max(...burstLast);
    const serverBurstCpu = cpuMs(pid) - serverCpu;
    const benchUsed = process.cpuUsage(benchCpu);
    const benchBurstCpu = (benchUsed.user + benchUsed.system) / 1000;

    const more = await openStreams(server.url, [
      ...shop.adminTokens.slice(half, half * 5),
      ...shop.customerTokens.slice(STREAMS - half),
    ]);
    await sleep(1_000);
    const withFiveN = residentMiB(pid);
    const total = streams.length + more.length;
    for (const stream of [...streams, ...more]) stream.close();

    const sorted = [...lasts].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
    console.log(`\n${STREAMS} streams (${half} admins', ${STREAMS - half} the customer's)`);
    console.log(`  answer committed → event read, median over ${ROUNDS} answers:`);
    console.log(`    first stream   ${ms(median(firsts))}`);
    console.log(`    median stream  ${ms(median(medians))}`);
    console.log(
      `    last stream    ${ms(median(lasts))}   (p95 ${ms(p95)}, worst ${ms(sorted.at(-1) ?? 0)})`,
    );
    console.log(`  burst of ${BURST} answers (one transaction each, 4 at a time):`);
    console.log(`    answered in    ${ms(lastCommit - burstStarted)}`);
    console.log(
      `    every stream had every event ${ms(burstDone - lastCommit)} after the last commit`,
    );
    console.log(`    ${(BURST * STREAMS).toLocaleString('en')} events delivered`);
    console.log(
      `    CPU: server ${ms(serverBurstCpu)} (${((serverBurstCpu * 1000) / (BURST * STREAMS)).toFixed(1)} µs an event and stream), bench (answers + ${STREAMS} clients) ${ms(benchBurstCpu)}`,
    );
    console.log('  server process resident memory:');
    console.log(`    no stream      ${idle.toFixed(1)} MiB`);
    console.log(
      `    ${STREAMS} streams    ${withN.toFixed(1)} MiB  (${(((withN - idle) * 1024) / STREAMS).toFixed(1)} KiB a stream)`,
    );
    console.log(
      `    ${total} streams   ${withFiveN.toFixed(1)} MiB  (${(((withFiveN - idle) * 1024) / total).toFixed(1)} KiB a stream)`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

async function main(): Promise<void> {
  const adminUrl =
    process.env.BENCH_POSTGRES_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_live_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await handle.migrate();
    console.log(`Live events on PostgreSQL ${url.host}, Node ${process.versions.node}`);
    await measure(handle, url.toString());
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
