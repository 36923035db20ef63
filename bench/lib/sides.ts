import type { DirectDatabase } from './directDatabase.js';
import type { RoundSize, Side } from './interleave.js';
import type { LoadGenerator } from './loadGenerator.js';
import { type Measured, measureLoop } from './measure.js';
import { commandCpuClock, ownCpuMsSince } from './processCpu.js';
import { type Recording, replay } from './replay.js';
import type { Scenario } from './scenarios.js';
import type { RunningServer } from './server.js';

/** A fixed number of requests run on one connection, one after the other. */
const loop = (size: RoundSize, connections: number) =>
  'amount' in size
    ? { connections: 1, amount: size.amount }
    : { connections, durationMs: size.durationMs };

/** PostgreSQL's CPU clock, when the database runs on this machine (undefined otherwise). */
let databaseClock: (() => number) | undefined | null = null;
function databaseCpuMs(): number | undefined {
  if (databaseClock === null) databaseClock = commandCpuClock('postgres');
  return databaseClock?.();
}

/** Runs `work`, then writes PostgreSQL's CPU time in it into what it measured. */
async function withDatabaseCpu(work: () => Promise<Measured>): Promise<Measured> {
  const before = databaseCpuMs();
  const measured = await work();
  const after = databaseCpuMs();
  if (before !== undefined && after !== undefined) measured.databaseCpuMs = after - before;
  return measured;
}

/**
 * The recorded statements replayed through the driver; what the requests wrote is undone after
 * each one, outside the figures. The CPU time of this process is the driver's (client side) CPU,
 * and PostgreSQL's is the statements', except where the cleanup runs in between.
 */
export function driverSide(
  direct: DirectDatabase,
  recording: Recording,
  scenario: Scenario,
  connections: number,
): Side {
  return async (size) => {
    const cpu = process.cpuUsage();
    const run = () =>
      measureLoop(() => replay(direct, recording), loop(size, connections), scenario.cleanup);
    // A cleanup runs between the replays: its CPU would be counted as theirs.
    if (scenario.cleanup) return run();
    const measured = await withDatabaseCpu(run);
    measured.cpuMs = ownCpuMsSince(cpu);
    return measured;
  };
}

/**
 * The scenario's request over HTTP to the running server, fired by the load generator. A
 * scenario that writes runs one request per round (`{ amount: 1 }`), undone afterwards like the
 * driver's. The CPU time is the server process's; the load generator reports its own.
 */
export function apiSide(
  server: RunningServer,
  scenario: Scenario,
  token: string,
  connections: number,
  generator: LoadGenerator,
): Side {
  const load = {
    url: `${server.url}${scenario.path}`,
    method: scenario.method,
    token,
    ...(scenario.nextBody ? { nextBody: scenario.nextBody } : {}),
  };
  return async (size) => {
    const cpuBefore = server.cpuMs?.();
    const measured = await withDatabaseCpu(() =>
      generator.fire(
        'amount' in size
          ? { ...load, connections: 1, amount: size.amount }
          : { ...load, connections, durationS: size.durationMs / 1000 },
      ),
    );
    const cpuAfter = server.cpuMs?.();
    if (cpuBefore !== undefined && cpuAfter !== undefined) measured.cpuMs = cpuAfter - cpuBefore;
    if (scenario.cleanup) await scenario.cleanup();
    return measured;
  };
}
