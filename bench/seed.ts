/**
 * Fills the bench database with a shop that has run for two years:
 *   npm run bench:seed -- --orders 1000000 --users 50000 --services 500 [--reset]
 *     [--catalogue realistic]   the services named as the trade names them, over 40 categories
 *                               (server/src/seed/largeCatalogue.ts; e.g. --services 2000)
 * Target: DATABASE_URL (PostgreSQL) or the embedded database in DATA_DIR (default data/bench).
 * The books balance afterwards: every customer's credits equal their ledger's sum and the
 * balance on their newest ledger row (checked at the end, like the server tests do).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client.js';
import { bills } from '../server/src/db/schema.js';
import { moveCredits } from '../server/src/domain/credits.js';
import { rebuildOrderStats } from '../server/src/domain/stats/rebuild.js';
import { createUser } from '../server/src/domain/users.js';
import { seedLargeCatalogue } from '../server/src/seed/largeCatalogue.js';
import {
  BENCH_ADMIN_EMAIL,
  BENCH_CUSTOMER_EMAIL,
  BENCH_PASSWORD,
  BENCH_PLACER_EMAIL,
} from './lib/accounts.js';
import { parseFlags, wholeNumber } from './lib/args.js';
import {
  BULK_INDEXES,
  billsSql,
  CREDITS_FROM_LEDGER,
  categoriesSql,
  customerPricesSql,
  customersSql,
  LUHN_FUNCTION,
  ledgerSql,
  ordersSql,
  RESET,
  type SeedSize,
  servicesSql,
  UNBALANCED_USERS,
  USERS_SEQUENCE,
} from './lib/seedSql.js';
import { benchTarget, openBenchDatabase } from './lib/target.js';

const ORDER_CHUNK = 100_000;
const PLACER_CREDITS = '10000000.00';

async function rows<T>(db: Database, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

const started = Date.now();
function step(message: string): void {
  process.stdout.write(
    `[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`,
  );
}

async function loadOrders(
  db: Database,
  size: SeedSize,
  firstCustomer: number,
  adminId: number,
  now: string,
) {
  const indexes = await rows<{ indexname: string; indexdef: string }>(db, BULK_INDEXES);
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
  // The dashboard summary is rebuilt once at the end instead of row by row.
  await db.execute(sql.raw('ALTER TABLE orders DISABLE TRIGGER USER'));
  try {
    await db.execute(sql.raw(LUHN_FUNCTION));
    for (let first = 1; first <= size.orders; first += ORDER_CHUNK) {
      const last = Math.min(size.orders, first + ORDER_CHUNK - 1);
      await db.execute(sql.raw(ordersSql(size, first, last, firstCustomer, adminId, now)));
      step(`orders ${last.toLocaleString('en')} / ${size.orders.toLocaleString('en')}`);
    }
    const lastCustomer = firstCustomer + size.users - 1;
    await db.execute(sql.raw(billsSql(firstCustomer, lastCustomer, adminId, now)));
    step('top-up bills');
    const chunk = Math.max(1, Math.ceil(size.users / 10));
    for (let first = firstCustomer; first <= lastCustomer; first += chunk) {
      await db.execute(
        sql.raw(ledgerSql(first, Math.min(lastCustomer, first + chunk - 1), adminId)),
      );
    }
    step('ledger: top-ups, charges, refunds with running balances');
    await db.execute(sql.raw(CREDITS_FROM_LEDGER));
    step('credits = ledger sums');
  } finally {
    await db.execute(sql.raw('ALTER TABLE orders ENABLE TRIGGER USER'));
    for (const index of indexes) {
      await db.execute(sql.raw(index.indexdef));
      step(`index ${index.indexname}`);
    }
  }
  await rebuildOrderStats(db);
  step('dashboard summary rebuilt');
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const size: SeedSize = {
    orders: wholeNumber(flags, 'orders', 10_000),
    users: wholeNumber(flags, 'users', 1_000),
    services: wholeNumber(flags, 'services', 50),
  };
  const catalogue = flags.get('catalogue') ?? 'numbered';
  if (catalogue !== 'numbered' && catalogue !== 'realistic') {
    throw new Error('--catalogue must be "numbered" (Service 1, 2…) or "realistic"');
  }
  const target = benchTarget();
  step(`seeding ${target.label}: ${JSON.stringify(size)}`);
  const handle = await openBenchDatabase(target);
  const { db } = handle;
  try {
    const [existing] = await rows<{ users: number }>(
      db,
      'SELECT count(*)::int AS users FROM users',
    );
    if ((existing?.users ?? 0) > 0) {
      if (flags.get('reset') !== 'true') {
        throw new Error(
          'The bench database is not empty: pass --reset to empty it first, or use a fresh one.',
        );
      }
      await db.execute(sql.raw(RESET));
      step('emptied');
    }
    if (handle.kind === 'postgres') await db.execute(sql.raw(`SET maintenance_work_mem = '512MB'`));
    await db.execute(sql.raw('SELECT setseed(0.5)'));
    const now = new Date().toISOString();

    const admin = await createUser(db, {
      name: 'Bench Admin',
      email: BENCH_ADMIN_EMAIL,
      password: BENCH_PASSWORD,
      admin: true,
    });
    const customer = await createUser(db, {
      name: 'Bench Customer',
      email: BENCH_CUSTOMER_EMAIL,
      password: BENCH_PASSWORD,
    });
    await db.execute(sql.raw(customersSql(size, customer.id, now)));
    await db.execute(sql.raw(USERS_SEQUENCE));
    step(`${size.users.toLocaleString('en')} customers`);
    if (catalogue === 'realistic') {
      await seedLargeCatalogue(db, size.services);
    } else {
      await db.execute(sql.raw(categoriesSql(size)));
      await db.execute(sql.raw(servicesSql(size)));
    }
    await db.execute(sql.raw(customerPricesSql(size, customer.id)));
    step(`${size.services} services (${catalogue} catalogue)`);

    await loadOrders(db, size, customer.id, admin.id, now);

    const placer = await createUser(db, {
      name: 'Bench Placer',
      email: BENCH_PLACER_EMAIL,
      password: BENCH_PASSWORD,
    });
    await db.transaction(async (tx) => {
      const [bill] = await tx
        .insert(bills)
        .values({ userId: placer.id, amount: PLACER_CREDITS, createdBy: admin.id })
        .returning();
      await moveCredits(tx, {
        userId: placer.id,
        delta: PLACER_CREDITS,
        kind: 'top_up',
        billId: bill?.id,
        actorId: admin.id,
      });
    });
    await db.execute(sql.raw('VACUUM ANALYZE'));
    step('vacuum analyze');

    const [books] = await rows<{ unbalanced: number }>(db, UNBALANCED_USERS);
    const counts = await rows<{ status: number; orders: number }>(
      db,
      'SELECT status, count(*)::int AS orders FROM orders GROUP BY status ORDER BY status',
    );
    const [ledger] = await rows<{ ledger: number }>(
      db,
      'SELECT count(*)::int AS ledger FROM credit_ledger',
    );
    step(
      `orders by status: ${counts.map((c) => `${c.status}: ${c.orders.toLocaleString('en')}`).join(', ')}`,
    );
    step(
      `ledger rows: ${(ledger?.ledger ?? 0).toLocaleString('en')}; users whose books do not balance: ${books?.unbalanced}`,
    );
    if ((books?.unbalanced ?? 1) !== 0) throw new Error('The seeded books do not balance');
    step(`done. Sign in as ${BENCH_ADMIN_EMAIL} / ${BENCH_PASSWORD}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
