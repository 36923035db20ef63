// Server tests through app.inject on the embedded PGlite and, when it is reachable, on PostgreSQL
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres): both at the same
// time, each line of their output marked with its database.
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runLabelled } from './run.mjs';

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

const stages = [{ label: 'pglite', env: { TEST_DB: 'pglite' } }];
if (await postgresReachable()) {
  stages.push({ label: 'postgres', env: { TEST_DB: 'postgres' } });
} else if (process.env.REQUIRE_POSTGRES) {
  console.error(`PostgreSQL is not reachable at ${adminUrl}, and REQUIRE_POSTGRES is set.`);
  process.exit(1);
} else {
  console.log(`(PostgreSQL not reachable at ${adminUrl}: server tests run on PGlite only)`);
}

// Much of a server test waits (timers, sockets, a second process, the database), so more files
// run at once than the machine has CPUs: one per CPU for each database when both run, one more
// for PGlite alone. On 2 CPUs, one database after the other took 636–688 s (the end of each left
// the CPUs idle while its longest files finished); both at once 593 s, the machine 85 % busy
// (three files at once on PGlite: 593 s too, 99 % busy). SERVER_TEST_WORKERS sets another number.
const cpus = os.availableParallelism();
const workers = process.env.SERVER_TEST_WORKERS ?? String(stages.length > 1 ? cpus : cpus + 1);
console.log(
  `== server tests on ${stages.map(({ label }) => label).join(' and ')}, ${workers} files at once each ==`,
);

const codes = await Promise.all(
  stages.map(({ label, env }) =>
    runLabelled(
      'npx',
      ['vitest', 'run', '--project', 'server', `--maxWorkers=${workers}`, ...extra],
      label,
      {
        env: {
          ...process.env,
          ...env,
          // Each database's run lists its own response mismatches (helpers/responseContract.ts).
          RESPONSE_CONTRACT_DIR: path.join(
            process.env.RESPONSE_CONTRACT_DIR ?? '/tmp/contract-failures',
            label,
          ),
        },
      },
    ),
  ),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
