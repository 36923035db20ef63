/** Latencies of one measured run, and what they add up to. */
export interface Measured {
  /** Milliseconds per request (or per replayed set of statements). */
  latencies: number[];
  /** Wall-clock length of the run, ms. */
  elapsedMs: number;
  /** Requests answered with something else than 2xx, or statements that failed. */
  errors: number;
  /** CPU time the Node process doing the work spent in the run (the server, or the driver's). */
  cpuMs?: number;
  /** The load generator's CPU time in the run (autocannon in the bench process, or wrk as its child; API side only). */
  loadCpuMs?: number;
  /** PostgreSQL's CPU time in the run, every one of its processes (a database on this machine). */
  databaseCpuMs?: number;
}

export interface Figures {
  median: number;
  p95: number;
  perSecond: number;
  count: number;
  errors: number;
  /** CPU time of the Node process doing the work, per request (or replay). */
  cpuMsPerRequest: number;
  /** The load generator's CPU time per request (API side; NaN for the driver's). */
  loadCpuMsPerRequest: number;
  /** PostgreSQL's CPU time per request (or replay); NaN when not measured. */
  databaseCpuMsPerRequest: number;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Several runs of the same thing (the rounds of one side) as one: latencies pooled, time added. */
export function pooled(runs: Measured[]): Measured {
  return {
    latencies: runs.flatMap((run) => run.latencies),
    elapsedMs: runs.reduce((total, run) => total + run.elapsedMs, 0),
    errors: runs.reduce((total, run) => total + run.errors, 0),
    cpuMs: runs.reduce((total, run) => total + (run.cpuMs ?? Number.NaN), 0),
    loadCpuMs: runs.reduce((total, run) => total + (run.loadCpuMs ?? Number.NaN), 0),
    databaseCpuMs: runs.reduce((total, run) => total + (run.databaseCpuMs ?? Number.NaN), 0),
  };
}

const perRequest = (total: number | undefined, count: number) =>
  total !== undefined && count > 0 ? total / count : Number.NaN;

export function figures(measured: Measured): Figures {
  const sorted = [...measured.latencies].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    perSecond: measured.elapsedMs > 0 ? (sorted.length * 1000) / measured.elapsedMs : 0,
    count: sorted.length,
    errors: measured.errors,
    cpuMsPerRequest: perRequest(measured.cpuMs, sorted.length),
    loadCpuMsPerRequest: perRequest(measured.loadCpuMs, sorted.length),
    databaseCpuMsPerRequest: perRequest(measured.databaseCpuMs, sorted.length),
  };
}

export interface LoopOptions {
  /** Workers running at the same time. */
  connections: number;
  /** Stop starting new iterations after this long (ms)… */
  durationMs?: number;
  /** …or after this many iterations in all. */
  amount?: number;
}

/**
 * Runs `iteration` from `connections` workers at once, like autocannon does with requests, and
 * times each one. `untimed` runs after each iteration on the same worker, outside the figures
 * (and outside the elapsed time).
 */
export async function measureLoop(
  iteration: () => Promise<void>,
  options: LoopOptions,
  untimed?: () => Promise<void>,
): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  let untimedMs = 0;
  const begin = performance.now();
  const more = () =>
    options.amount !== undefined
      ? started < options.amount
      : performance.now() - begin - untimedMs < (options.durationMs ?? 5_000);
  const worker = async () => {
    while (more()) {
      started += 1;
      const t0 = performance.now();
      try {
        await iteration();
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        if (errors === 1)
          process.stderr.write(
            `  baseline error: ${error instanceof Error ? error.message : String(error)}\n`,
          );
      }
      if (untimed) {
        const u0 = performance.now();
        await untimed();
        untimedMs += performance.now() - u0;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { latencies, elapsedMs: performance.now() - begin - untimedMs, errors };
}
