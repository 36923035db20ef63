/**
 * Latency and throughput of the portal's heavy screens on the bench database, each beside the
 * same SQL sent straight through the database driver, measured in turns (driver, API | API,
 * driver | …) so that both sides see the same buffers and the same neighbours:
 *   npm run bench -- [--rounds 10] [--duration 0.5] [--warm-up 1] [--connections 10]
 *                    [--placements 10] [--only <name part>] [--built] [--skip-client]
 *                    [--compare-dashboard false] [--save <file.json>] [--cpu-prof <dir>]
 *                    [--phases [200]] [--load wrk|autocannon] [--server-processes 1]
 * --duration is one side's round in seconds; --phases first takes each GET apart inside the app
 * (auth, validation, handler, serialization, database time; see lib/phases.ts). Target: DATABASE_URL (PostgreSQL) or DATA_DIR
 * (embedded, default data/bench), filled by `npm run bench:seed`. On PostgreSQL the server runs
 * as a second process (the sources through tsx, or with --built the bundle of `npm run build`);
 * the load generator fires the requests from this one: wrk for the reads when it is installed
 * (--load autocannon to choose autocannon), autocannon for the placements. Runs saved with --save compare with bench/compare-runs.ts.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import {
  BENCH_ADMIN_EMAIL,
  BENCH_CUSTOMER_EMAIL,
  BENCH_PASSWORD,
  BENCH_PLACER_EMAIL,
} from './lib/accounts.js';
import { parseFlags, seconds, wholeNumber } from './lib/args.js';
import { signInWeight } from './lib/clientSize.js';
import { printCpuShares } from './lib/cpuShares.js';
import { measureDashboardAlternative } from './lib/dashboardAlternative.js';
import { type DirectDatabase, openDirectDatabase } from './lib/directDatabase.js';
import { compare, interleave } from './lib/interleave.js';
import { generatorFor, readsLoadGenerator } from './lib/loadGenerator.js';
import { attachPhaseMarks, measurePhases, type PhaseFigures } from './lib/phases.js';
import type { Recording } from './lib/replay.js';
import {
  ms,
  printAlternative,
  printPhases,
  printResults,
  printSignInWeight,
  type ResultRow,
  times,
} from './lib/report.js';
import { saveRun } from './lib/savedRun.js';
import {
  type Account,
  benchFacts,
  placerCleanup,
  type Scenario,
  scenarios,
} from './lib/scenarios.js';
import { UNBALANCED_USERS } from './lib/seedSql.js';
import { serveInProcess, startServer } from './lib/server.js';
import { apiSide, driverSide } from './lib/sides.js';
import { benchTarget, openBenchDatabase } from './lib/target.js';

const EMAILS: Record<Account, string> = {
  admin: BENCH_ADMIN_EMAIL,
  customer: BENCH_CUSTOMER_EMAIL,
  placer: BENCH_PLACER_EMAIL,
};

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
    statements: direct.recorded.map(direct.named),
    createdOrderIds: created.map((o) => o.id).sort((a, b) => a - b),
  };
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const rounds = wholeNumber(flags, 'rounds', 10);
  const roundS = seconds(flags, 'duration', 0.5);
  const warmUpS = seconds(flags, 'warm-up', 1);
  const connections = wholeNumber(flags, 'connections', 10);
  const placements = wholeNumber(flags, 'placements', 10);
  const reads = readsLoadGenerator(flags.get('load'));
  const serverProcesses = wholeNumber(flags, 'server-processes', 1);
  const target = benchTarget();
  const timeZone = process.env.APP_TIMEZONE || 'UTC';
  const loadAtStart = os.loadavg()[0] ?? 0;
  log(
    `Bench on ${target.label}; ${connections} connections, ${rounds} rounds of ${roundS} s per side; reads fired by ${reads.name}; ${serverProcesses} server process${serverProcesses === 1 ? '' : 'es'}`,
  );

  // In this process: the app on a recording connection sends each request once.
  await (await openBenchDatabase(target)).close(); // migrations first, as the server would
  const direct = await openDirectDatabase(target, connections);
  const env = target.databaseUrl
    ? { DATABASE_URL: target.databaseUrl }
    : { DATA_DIR: target.dataDir };
  const config = {
    ...loadConfig({ ...env, APP_TIMEZONE: timeZone, DEMO_SEED: 'false' }),
    // Served only on the embedded database, where this app is also the server.
    clientDir: target.databaseUrl ? undefined : path.resolve('dist/client'),
  };
  const app = await buildApp({
    config,
    db: direct.db,
    logger: process.env.BENCH_APP_LOG === 'true',
  });
  const phaseCount = !flags.has('phases')
    ? 0
    : flags.get('phases') === 'true'
      ? 200
      : wholeNumber(flags, 'phases', 200);
  const lastMarks = phaseCount > 0 ? attachPhaseMarks(app) : undefined;
  await app.ready();
  const tokens = {
    admin: await signIn(app, 'admin'),
    customer: await signIn(app, 'customer'),
    placer: await signIn(app, 'placer'),
  };
  const facts = await benchFacts(direct, EMAILS);
  const cleanup = placerCleanup(direct, facts.placerId);
  await cleanup();
  // Every run starts from the same IMEI index: the orders a run places and undoes stay in the
  // trigram index's pending list until a vacuum, and 20,000 of them made the IMEI searches of
  // the next run 2–4× slower on both sides (bench/README.md, "the IMEI index's pending list").
  await direct.query('VACUUM orders');
  const history = await app.inject({
    url: '/api/admin_orders_history',
    headers: { authorization: `Bearer ${tokens.admin}` },
  });
  const deepPage = Math.max(1, Math.round((history.json().last_page as number) * 0.9));
  const only = flags.get('only');
  const list = scenarios(facts, deepPage, placements, cleanup).filter(
    (scenario) => !only || scenario.name.includes(only),
  );
  const recordings: Recording[] = [];
  for (const scenario of list)
    recordings.push(await recordStatements(app, direct, scenario, tokens[scenario.as]));
  direct.stopRecording();
  const phases: { name: string; phases: PhaseFigures }[] = [];
  if (lastMarks)
    for (const scenario of list.filter((s) => s.method === 'GET')) {
      const token = tokens[scenario.as];
      phases.push({
        name: scenario.name,
        phases: await measurePhases(app, direct, lastMarks, scenario, token, phaseCount),
      });
      log(`  phases  ${scenario.name}`);
    }

  // The server: a second process on PostgreSQL, this app on the embedded database (one owner).
  const cpuProfileDir = flags.get('cpu-prof');
  const server = target.databaseUrl
    ? await app.close().then(() =>
        startServer(target, {
          built: flags.get('built') === 'true',
          processes: serverProcesses,
          ...(cpuProfileDir ? { cpuProfileDir: path.resolve(cpuProfileDir) } : {}),
        }),
      )
    : await serveInProcess(app);
  log(`Server: ${server.command} at ${server.url}`);
  const results: ResultRow[] = [];
  let weight: Awaited<ReturnType<typeof signInWeight>>;
  try {
    for (const [index, scenario] of list.entries()) {
      const recording = recordings[index] as Recording;
      const sides = {
        driver: driverSide(direct, recording, scenario, connections),
        api: apiSide(
          server,
          scenario,
          tokens[scenario.as],
          connections,
          generatorFor(scenario, reads),
        ),
      };
      const measured = await interleave(
        sides,
        scenario.amount !== undefined
          ? { rounds: scenario.amount, round: { amount: 1 }, warmUp: { amount: 1 } }
          : {
              rounds,
              round: { durationMs: roundS * 1000 },
              warmUp: { durationMs: warmUpS * 1000 },
            },
      );
      const comparison = compare(measured);
      results.push({ scenario, statements: recording.statements.length, comparison });
      log(
        `  ${scenario.name}: API ${ms(comparison.api.median)} ms, driver ${ms(comparison.driver.median)} ms (${times(comparison.ratio)})`,
      );
    }
    weight = flags.get('skip-client') === 'true' ? undefined : await signInWeight(server.url);
  } finally {
    await server.stop();
  }
  const alternative =
    flags.get('compare-dashboard') === 'false'
      ? undefined
      : await measureDashboardAlternative(direct, timeZone, {
          connections,
          durationMs: Math.round(rounds * roundS * 1000),
        });

  await placerCleanup(direct, facts.placerId)();
  const [books] = (await direct.query(UNBALANCED_USERS)) as { unbalanced: number }[];
  const [size] = (await direct.query('SELECT count(*)::int AS orders FROM orders')) as {
    orders: number;
  }[];
  await direct.close();

  const run = {
    orders: size?.orders ?? 0,
    connections,
    rounds,
    roundS,
    placements,
    loadGenerator: reads.name,
    serverProcesses,
  };
  printResults(results, run);
  printCpuShares(results, reads.name);
  printPhases(phases);
  if (alternative) {
    printAlternative(
      alternative,
      results.find((r) => r.scenario.name === 'dashboard'),
    );
  }
  const loadAtEnd = os.loadavg()[0] ?? 0;
  log(
    `\nMachine load (1-minute average, ${os.cpus().length} CPUs): ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end`,
  );
  if (flags.get('skip-client') !== 'true') printSignInWeight(weight);
  log(
    `Books after the bench: ${books?.unbalanced === 0 ? 'balanced' : `${books?.unbalanced} users unbalanced`}`,
  );
  const saveTo = flags.get('save');
  if (saveTo) {
    saveRun(saveTo, {
      target: target.label,
      server: server.command,
      facts: run,
      load: { start: loadAtStart, end: loadAtEnd },
      results,
    });
    log(`Saved to ${saveTo}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
