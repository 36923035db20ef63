import type { DirectDatabase } from './directDatabase.js';
import type { RoundSize, Side } from './interleave.js';
import { loadTest } from './load.js';
import { measureLoop } from './measure.js';
import { type Recording, replay } from './replay.js';
import type { Scenario } from './scenarios.js';

/** A fixed number of requests run on one connection, one after the other. */
const loop = (size: RoundSize, connections: number) =>
  'amount' in size
    ? { connections: 1, amount: size.amount }
    : { connections, durationMs: size.durationMs };

/**
 * The recorded statements replayed through the driver; what the requests wrote is undone after
 * each one, outside the figures.
 */
export function driverSide(
  direct: DirectDatabase,
  recording: Recording,
  scenario: Scenario,
  connections: number,
): Side {
  return (size) =>
    measureLoop(() => replay(direct, recording), loop(size, connections), scenario.cleanup);
}

/**
 * The scenario's request over HTTP to the running server, fired by autocannon. A scenario that
 * writes runs one request per round (`{ amount: 1 }`), undone afterwards like the driver's.
 */
export function apiSide(
  serverUrl: string,
  scenario: Scenario,
  token: string,
  connections: number,
): Side {
  const load = {
    url: `${serverUrl}${scenario.path}`,
    method: scenario.method,
    token,
    ...(scenario.nextBody ? { nextBody: scenario.nextBody } : {}),
  };
  return async (size) => {
    const measured = await loadTest(
      'amount' in size
        ? { ...load, connections: 1, amount: size.amount }
        : { ...load, connections, durationS: size.durationMs / 1000 },
    );
    if (scenario.cleanup) await scenario.cleanup();
    return measured;
  };
}
