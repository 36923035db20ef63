// Server tests through app.inject on the embedded PGlite, then on PostgreSQL when reachable
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import os from 'node:os';
import pg from 'pg';
import { run } from './run.mjs';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const extra = process.argv.slice(2);

async function postgresReachable() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// Much of a server test waits (timers, sockets, a second process, the database), so one test
// file more than the machine has CPUs keeps them busy: on 2 CPUs, 9.5 → 6 minutes on PGlite and
// 6.5 → 3 on PostgreSQL. SERVER_TEST_WORKERS overrides it.
const workers = process.env.SERVER_TEST_WORKERS ?? String(os.availableParallelism() + 1);
const vitest = ['vitest', 'run', '--project', 'server', `--maxWorkers=${workers}`, ...extra];
console.log('\n== server tests on PGlite ==');
let code = await run('npx', vitest, { env: { ...process.env, TEST_DB: 'pglite' } });
if (await postgresReachable()) {
  console.log(`\n== server tests on PostgreSQL (${new URL(adminUrl).host}) ==`);
  const pgCode = await run('npx', vitest, { env: { ...process.env, TEST_DB: 'postgres' } });
  code ||= pgCode;
} else if (process.env.REQUIRE_POSTGRES) {
  console.error(`PostgreSQL is not reachable at ${adminUrl}, and REQUIRE_POSTGRES is set.`);
  code ||= 1;
} else {
  console.log(`\n(PostgreSQL not reachable at ${adminUrl}: server tests ran on PGlite only)`);
}
process.exit(code);
