import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadOptions } from './load.js';
import type { Measured } from './measure.js';
import { endedChildrenCpuMs, ownCpuMsSince } from './processCpu.js';

const LATENCIES_SCRIPT = fileURLToPath(new URL('./wrk-latencies.lua', import.meta.url));

/** wrk's path when it is installed (Debian's package `wrk`), else undefined. */
export function findWrk(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'wrk');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/** What wrk-latencies.lua wrote: the summary's counts, then "microseconds count" lines. */
function readLatencies(file: string): { latencies: number[]; elapsedMs: number; errors: number } {
  const [summary = '', ...lines] = fs.readFileSync(file, 'utf8').trim().split('\n');
  const [, durationUs = 0, ...errorCounts] = summary.split(' ').map(Number);
  const latencies: number[] = [];
  for (const line of lines) {
    const [microseconds = 0, count = 0] = line.split(' ').map(Number);
    for (let i = 0; i < count; i += 1) latencies.push(microseconds / 1000);
  }
  const errors = errorCounts.reduce((total, count) => total + count, 0);
  return { latencies, elapsedMs: durationUs / 1000, errors };
}

/**
 * Fires GET requests at the running server with wrk (C, one thread holding every connection) for
 * `durationS`, and keeps every response time. wrk counts whole seconds, so it is stopped with
 * SIGINT, on which it ends its run and reports as if its time were up. Its CPU time is the load
 * generator's: a fraction of autocannon's, which runs JavaScript on the same CPUs as the server.
 */
export async function wrkLoad(wrk: string, options: LoadOptions): Promise<Measured> {
  if (options.method !== 'GET' || options.amount !== undefined || options.nextBody)
    throw new Error('wrk fires timed GETs only; the placements go through autocannon');
  const durationS = options.durationS ?? 5;
  const file = path.join(os.tmpdir(), `bench-wrk-${process.pid}-${Date.now()}.txt`);
  const cpuBefore = endedChildrenCpuMs();
  const ownBefore = process.cpuUsage();
  const child = spawn(
    wrk,
    [
      '--threads',
      '1',
      '--connections',
      String(options.connections),
      '--duration',
      `${Math.ceil(durationS) + 10}s`,
      '--timeout',
      '10s',
      '--script',
      LATENCIES_SCRIPT,
      '--header',
      `Authorization: Bearer ${options.token}`,
      options.url,
    ],
    { env: { ...process.env, WRK_LATENCIES_FILE: file }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stop = setTimeout(() => child.kill('SIGINT'), durationS * 1000);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  clearTimeout(stop);
  if (code !== 0 || !fs.existsSync(file))
    throw new Error(`wrk ended with ${code}: ${stderr.trim() || 'no latencies written'}`);
  const measured = readLatencies(file);
  fs.rmSync(file, { force: true });
  if (measured.errors > 0)
    process.stderr.write(
      `  ${options.method} ${options.url}: ${measured.errors} failed requests (HTTP ≥ 400 or socket errors)\n`,
    );
  return {
    ...measured,
    loadCpuMs: endedChildrenCpuMs() - cpuBefore + ownCpuMsSince(ownBefore),
  };
}
