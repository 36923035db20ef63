import autocannon from 'autocannon';
import type { Measured } from './measure.js';
import { ownCpuMsSince } from './processCpu.js';

export interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  token: string;
  connections: number;
  durationS?: number;
  /** A fixed number of requests instead of a duration. */
  amount?: number;
  /** The body of each request in turn (JSON). */
  nextBody?: () => unknown;
}

/**
 * Fires requests at the running server with autocannon and keeps every response time. autocannon
 * runs in this process, so this process's CPU time in the run is the load generator's.
 */
export async function autocannonLoad(options: LoadOptions): Promise<Measured> {
  const ownCpu = process.cpuUsage();
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  const started = performance.now();
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...(options.amount !== undefined
          ? { amount: options.amount }
          : { duration: options.durationS ?? 5 }),
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        requests: [
          {
            method: options.method,
            setupRequest: (request) =>
              options.nextBody ? { ...request, body: JSON.stringify(options.nextBody()) } : request,
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else {
      errors += 1;
      firstError ||= `HTTP ${statusCode}`;
    }
  });
  const result = await finished;
  errors += result.errors + result.timeouts;
  if (errors > 0)
    process.stderr.write(
      `  ${options.method} ${options.url}: ${errors} failed requests (${firstError || 'socket errors'})\n`,
    );
  return {
    latencies,
    elapsedMs: performance.now() - started,
    errors,
    loadCpuMs: ownCpuMsSince(ownCpu),
  };
}
