/**
 * How long one 1,000-IMEI submission takes through the whole stack (POST /api/orders via
 * app.inject: authentication, parsing, Luhn checks, customer lock, price, duplicate check, order
 * insert, charge and ledger rows, the reply) next to a plain multi-row INSERT of the same 1,000
 * order rows into the same database. The ratio is the figure: what all the rules cost on top of
 * writing the rows at all.
 *
 * The same for the reseller API: one `placeimeiorderbulk` of 500 references (POST /api/index.php,
 * form body, base64 JSON parameters, each reference accepted on its own) next to a plain
 * multi-row INSERT of 500 order rows.
 *
 * Runs on a fresh in-memory PGlite, then on a fresh PostgreSQL database when one is reachable
 * (BENCH_POSTGRES_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * the bench creates and drops its own database there). `npm run bench:place -- --rounds 7`.
 */
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import type { DatabaseHandle } from '../server/src/db/client.js';
import { categories, orders, services } from '../server/src/db/schema.js';
import { topUp } from '../server/src/domain/backOffice/bills.js';
import { withCheckDigit } from '../server/src/domain/orders/imei.js';
import { issueToken } from '../server/src/domain/tokens.js';
import { createUser } from '../server/src/domain/users.js';
import { parseFlags, wholeNumber } from './lib/args.js';
import { median, onFreshDatabases } from './lib/benchDatabases.js';

const IMEIS_PER_SUBMISSION = 1000;
const REFERENCES_PER_BULK = 500;

let imeiSerial = 0;
function freshImeis(count: number): string[] {
  return Array.from({ length: count }, () => {
    imeiSerial += 1;
    return withCheckDigit(`35${String(imeiSerial).padStart(12, '0')}`);
  });
}

async function measure(label: string, handle: DatabaseHandle, rounds: number): Promise<void> {
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
  const placer = await createUser(db, {
    name: 'placer',
    email: 'placer@bench.local',
    password: 'bench-password',
  });
  const baseline = await createUser(db, {
    name: 'baseline',
    email: 'baseline@bench.local',
    password: 'bench-password',
  });
  const credits = String((IMEIS_PER_SUBMISSION + REFERENCES_PER_BULK) * (rounds + 2));
  await topUp(db, { userId: placer.id, amount: credits, actorId: null });
  const token = await issueToken(db, placer.id);

  const submit = async (imeis: string[]) => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}` },
      payload: { imei: imeis.join('\n'), service_id: service.id },
    });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 201)
      throw new Error(`submission refused: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return elapsed;
  };
  const plainInsert = async (imeis: string[]) => {
    const rows = imeis.map((imei) => ({
      userId: baseline.id,
      serviceId: service.id,
      imei,
      price: service.price,
      cost: service.cost,
      source: 'web',
    }));
    const started = performance.now();
    await db.insert(orders).values(rows).returning();
    return performance.now() - started;
  };

  // One warm-up of each, not counted (JIT, plans, first-use caches).
  await submit(freshImeis(IMEIS_PER_SUBMISSION));
  await plainInsert(freshImeis(IMEIS_PER_SUBMISSION));
  const submissions: number[] = [];
  const inserts: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const imeis = freshImeis(IMEIS_PER_SUBMISSION);
    submissions.push(await submit(imeis));
    inserts.push(await plainInsert(imeis));
  }

  const bulk = async (imeis: string[]) => {
    const references = Object.fromEntries(
      imeis.map((imei, i) => [`ref-${i}`, { ID: String(service.id), IMEI: imei }]),
    );
    const payload = new URLSearchParams({
      username: placer.name,
      apiaccesskey: placer.apiKey,
      action: 'placeimeiorderbulk',
      requestformat: 'JSON',
      parameters: Buffer.from(JSON.stringify(references)).toString('base64'),
    }).toString();
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/index.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    const elapsed = performance.now() - started;
    const accepted = Object.values(res.json() as Record<string, { SUCCESS?: unknown }>).filter(
      (entry) => typeof entry === 'object' && entry?.SUCCESS,
    );
    if (accepted.length !== imeis.length)
      throw new Error(`bulk partly refused: ${res.body.slice(0, 300)}`);
    return elapsed;
  };
  await bulk(freshImeis(REFERENCES_PER_BULK));
  const bulks: number[] = [];
  const bulkInserts: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const imeis = freshImeis(REFERENCES_PER_BULK);
    bulks.push(await bulk(imeis));
    bulkInserts.push(await plainInsert(imeis));
  }
  await app.close();

  const row = (name: string, ms: number) =>
    console.log(`  ${name.padEnd(40)}${ms.toFixed(1).padStart(8)} ms`);
  const ratio = (full: number, plain: number) =>
    console.log(`  ${'ratio'.padEnd(40)}${(full / plain).toFixed(2).padStart(8)} ×`);
  console.log(`\n${label}: median of ${rounds} rounds`);
  row(`POST /api/orders, ${IMEIS_PER_SUBMISSION} IMEIs`, median(submissions));
  row(`plain INSERT of ${IMEIS_PER_SUBMISSION} orders`, median(inserts));
  ratio(median(submissions), median(inserts));
  row(`placeimeiorderbulk, ${REFERENCES_PER_BULK} references`, median(bulks));
  row(`plain INSERT of ${REFERENCES_PER_BULK} orders`, median(bulkInserts));
  ratio(median(bulks), median(bulkInserts));
}

async function main(): Promise<void> {
  const rounds = wholeNumber(parseFlags(process.argv.slice(2)), 'rounds', 5);
  await onFreshDatabases('unlock_bench_place', (label, handle) => measure(label, handle, rounds));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
