/**
 * Latency and throughput of the portal's heavy screens on the bench database, each beside the
 * same SQL sent straight through the database driver:
 *   npm run bench -- [--duration 5] [--connections 10] [--placements 10] [--only <name part>]
 *                    [--built] [--skip-client] [--compare-dashboard false]
 * Target: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded, default data/bench), filled by
 * `npm run bench:seed`. The server runs as a second process (the sources through tsx, or with
 * --built the bundle of `npm run build`); autocannon loads it from this one.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import {
  BENCH_ADMIN_EMAIL,
  BENCH_CUSTOMER_EMAIL,
  BENCH_PASSWORD,
  BENCH_PLACER_EMAIL,
} from './lib/accounts.js';
import { parseFlags, wholeNumber } from './lib/args.js';
import { signInWeight } from './lib/clientSize.js';
import { measureDashboardAlternative } from './lib/dashboardAlternative.js';
import { type DirectDatabase, openDirectDatabase } from './lib/directDatabase.js';
import { loadTest } from './lib/load.js';
import { type Figures, figures, measureLoop } from './lib/measure.js';
import { type Recording, replay } from './lib/replay.js';
import { printAlternative, printResults, printSignInWeight } from './lib/report.js';
import {
  type Account,
  benchFacts,
  placerCleanup,
  type Scenario,
  scenarios,
} from './lib/scenarios.js';
import { UNBALANCED_USERS } from './lib/seedSql.js';
import { startServer } from './lib/server.js';
import { benchTarget, openBenchDatabase } from './lib/target.js';

const EMAILS: Record<Account, string> = {
  admin: BENCH_ADMIN_EMAIL,
  customer: BENCH_CUSTOMER_EMAIL,
  placer: BENCH_PLACER_EMAIL,
};

export interface Result {
  scenario: Scenario;
  statements: number;
  api?: Figures;
  direct: Figures;
}

const log = (message: string) => process.stdout.write(`${message}\n`);

async function signIn(app: FastifyInstance, account: Account): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: EMAILS[account], password: BENCH_PASSWORD },
  });
  if (res.statusCode !== 200)
    throw new Error(
      `Cannot sign in as ${EMAILS[account]}: was the database seeded by npm run bench:seed?`,
    );
  return res.json().token as string;
}

/** Sends the scenario's request once through the app in this process and keeps the SQL it sent. */
async function recordStatements(
  app: FastifyInstance,
  direct: DirectDatabase,
  scenario: Scenario,
  token: string,
): Promise<Recording> {
  const request = () =>
    app.inject({
      method: scenario.method,
      url: scenario.path,
      headers: { authorization: `Bearer ${token}` },
      ...(scenario.nextBody ? { payload: scenario.nextBody() as Record<string, unknown> } : {}),
    });
  if (!scenario.cleanup) await request(); // warm
  direct.recorded.length = 0;
  const res = await request();
  await new Promise((resolve) => setImmediate(resolve));
  if (res.statusCode >= 300)
    throw new Error(
      `${scenario.method} ${scenario.path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
    );
  if (scenario.cleanup) await scenario.cleanup();
  const created = scenario.method === 'POST' ? (res.json().data as { id: number }[]) : [];
  return {
    statements: [...direct.recorded],
    createdOrderIds: created.map((o) => o.id).sort((a, b) => a - b),
  };
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const durationS = wholeNumber(flags, 'duration', 5);
  const connections = wholeNumber(flags, 'connections', 10);
  const placements = wholeNumber(flags, 'placements', 10);
  const target = benchTarget();
  const timeZone = process.env.APP_TIMEZONE || 'UTC';
  log(`Bench on ${target.label}; ${connections} connections, ${durationS} s per figure`);

  // Phase 1, in this process: record each request's SQL and time it straight through the driver.
  await (await openBenchDatabase(target)).close(); // migrations first, as the server would
  const direct = await openDirectDatabase(target, connections);
  const env = target.databaseUrl
    ? { DATABASE_URL: target.databaseUrl }
    : { DATA_DIR: target.dataDir };
  const config = {
    ...loadConfig({ ...env, APP_TIMEZONE: timeZone, DEMO_SEED: 'false' }),
    clientDir: undefined,
  };
  const app = await buildApp({
    config,
    db: direct.db,
    logger: process.env.BENCH_APP_LOG === 'true',
  });
  await app.ready();
  const tokens = {
    admin: await signIn(app, 'admin'),
    customer: await signIn(app, 'customer'),
    placer: await signIn(app, 'placer'),
  };
  const facts = await benchFacts(direct, EMAILS);
  const cleanup = placerCleanup(direct, facts.placerId);
  await cleanup();
  const history = await app.inject({
    url: '/api/admin_orders_history',
    headers: { authorization: `Bearer ${tokens.admin}` },
  });
  const deepPage = Math.max(1, Math.round((history.json().last_page as number) * 0.9));
  const only = flags.get('only');
  const list = scenarios(facts, deepPage, placements, cleanup).filter(
    (scenario) => !only || scenario.name.includes(only),
  );
  const results: Result[] = [];
  for (const scenario of list) {
    const recording = await recordStatements(app, direct, scenario, tokens[scenario.as]);
    const options =
      scenario.amount !== undefined
        ? { connections: 1, amount: scenario.amount }
        : { connections, durationMs: durationS * 1000 };
    if (scenario.amount === undefined)
      await measureLoop(() => replay(direct, recording), { connections, durationMs: 1000 });
    const measured = await measureLoop(() => replay(direct, recording), options, scenario.cleanup);
    results.push({ scenario, statements: recording.statements.length, direct: figures(measured) });
    log(`  driver  ${scenario.name}: ${recording.statements.length} statements`);
  }
  const alternative =
    flags.get('compare-dashboard') === 'false'
      ? undefined
      : await measureDashboardAlternative(direct, timeZone, {
          connections,
          durationMs: durationS * 1000,
        });
  await app.close();
  await direct.close();

  // Phase 2: the real server in a second process, loaded by autocannon from this one.
  const server = await startServer(target, flags.get('built') === 'true');
  log(`Server: ${server.command} at ${server.url}`);
  let weight: Awaited<ReturnType<typeof signInWeight>>;
  try {
    for (const result of results) {
      const { scenario } = result;
      const load = {
        url: `${server.url}${scenario.path}`,
        method: scenario.method,
        token: tokens[scenario.as],
        ...(scenario.nextBody ? { nextBody: scenario.nextBody } : {}),
      };
      if (scenario.amount !== undefined) {
        result.api = figures(await loadTest({ ...load, connections: 1, amount: scenario.amount }));
      } else {
        await loadTest({ ...load, connections, durationS: 1 });
        result.api = figures(await loadTest({ ...load, connections, durationS }));
      }
      log(`  API     ${scenario.name}`);
    }
    weight = flags.get('skip-client') === 'true' ? undefined : await signInWeight(server.url);
  } finally {
    await server.stop();
  }

  // The server is gone (an embedded database has one owner): undo the placements now.
  const check = await openDirectDatabase(target, 1);
  await placerCleanup(check, facts.placerId)();
  const [books] = (await check.query(UNBALANCED_USERS)) as { unbalanced: number }[];
  const [size] = (await check.query('SELECT count(*)::int AS orders FROM orders')) as {
    orders: number;
  }[];
  await check.close();

  printResults(results, { orders: size?.orders ?? 0, connections, durationS, placements });
  if (alternative) {
    printAlternative(
      alternative,
      results.find((r) => r.scenario.name === 'dashboard'),
    );
  }
  printSignInWeight(weight);
  log(
    `Books after the bench: ${books?.unbalanced === 0 ? 'balanced' : `${books?.unbalanced} users unbalanced`}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
