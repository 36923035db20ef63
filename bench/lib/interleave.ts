import { type Figures, figures, type Measured, pooled } from './measure.js';

/** How much one side does in one go: a timed run, or a fixed number of requests. */
export type RoundSize = { durationMs: number } | { amount: number };

/** One way of doing a scenario (the driver replay or HTTP through the server), run for a round. */
export type Side = (size: RoundSize) => Promise<Measured>;

export interface InterleavePlan {
  /** Measured rounds per side. */
  rounds: number;
  round: RoundSize;
  /** Run once per side before the rounds, not counted; none when undefined. */
  warmUp?: RoundSize;
}

/** What each side measured, round by round (index i of both arrays is the same round). */
export interface Interleaved {
  driver: Measured[];
  api: Measured[];
}

/**
 * Measures the driver and the API in turns so that both see the same database buffers, the same
 * JIT state and the same neighbours on the machine: a warm-up of each, then rounds in the order
 * driver, API | API, driver | driver, API … (ABBA), so neither side is always the one that runs
 * right after the other.
 */
export async function interleave(
  sides: { driver: Side; api: Side },
  plan: InterleavePlan,
): Promise<Interleaved> {
  if (plan.warmUp) {
    await sides.driver(plan.warmUp);
    await sides.api(plan.warmUp);
  }
  const result: Interleaved = { driver: [], api: [] };
  for (let round = 0; round < plan.rounds; round += 1) {
    const order = round % 2 === 0 ? (['driver', 'api'] as const) : (['api', 'driver'] as const);
    for (const side of order) result[side].push(await sides[side](plan.round));
  }
  return result;
}

export interface RoundFigures {
  driverMedian: number;
  apiMedian: number;
  /** API p50 over driver p50 in this round. */
  ratio: number;
}

/** A scenario's figures: each side's rounds pooled, and the rounds one by one for their spread. */
export interface Comparison {
  driver: Figures;
  api: Figures;
  /** API p50 over driver p50, both over all rounds. */
  ratio: number;
  rounds: RoundFigures[];
}

export function compare(measured: Interleaved): Comparison {
  const driver = figures(pooled(measured.driver));
  const api = figures(pooled(measured.api));
  const rounds = measured.driver.map((run, index) => {
    const driverMedian = figures(run).median;
    const apiMedian = figures(measured.api[index] ?? run).median;
    return { driverMedian, apiMedian, ratio: apiMedian / driverMedian };
  });
  return { driver, api, ratio: api.median / driver.median, rounds };
}

/** Lowest and highest of some figures. */
export function range(values: number[]): { low: number; high: number } {
  const finite = values.filter(Number.isFinite);
  return { low: Math.min(...finite), high: Math.max(...finite) };
}

/** How far apart the highest and the lowest are, relative to the lowest (0.15 = 15 %). */
export function spread(values: number[]): number {
  const { low, high } = range(values);
  return low > 0 ? high / low - 1 : Number.NaN;
}
