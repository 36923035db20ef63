import { autocannonLoad, type LoadOptions } from './load.js';
import type { Measured } from './measure.js';
import type { Scenario } from './scenarios.js';
import { findWrk, wrkLoad } from './wrkLoad.js';

/** What fires a scenario's requests at the server over HTTP. */
export interface LoadGenerator {
  name: 'wrk' | 'autocannon';
  fire: (options: LoadOptions) => Promise<Measured>;
}

const autocannon: LoadGenerator = { name: 'autocannon', fire: autocannonLoad };

/**
 * The reads' load generator: `--load wrk` or `--load autocannon`, by default wrk when it is
 * installed. The load generator runs on the same CPUs as the server and PostgreSQL, and only the
 * API side has one: on the users list autocannon (JavaScript) spent 0.16–0.29 ms of CPU a
 * request, wrk (C) 0.025 ms alone and 0.05–0.15 ms in the bench's rounds (bench/README.md).
 */
export function readsLoadGenerator(choice: string | undefined): LoadGenerator {
  if (choice === 'autocannon') return autocannon;
  if (choice !== undefined && choice !== 'wrk')
    throw new Error('--load must be "wrk" or "autocannon"');
  const wrk = findWrk();
  if (wrk) return { name: 'wrk', fire: (options) => wrkLoad(wrk, options) };
  if (choice === 'wrk') throw new Error('--load wrk: wrk is not installed (apt-get install wrk)');
  return autocannon;
}

/** The generator for a scenario: writes (a body each, a fixed number) always go through autocannon. */
export const generatorFor = (scenario: Scenario, reads: LoadGenerator): LoadGenerator =>
  scenario.method === 'GET' && scenario.amount === undefined ? reads : autocannon;
