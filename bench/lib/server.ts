import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { processCpuClock } from './processCpu.js';
import type { BenchTarget } from './target.js';

export interface RunningServer {
  url: string;
  command: string;
  /** CPU time the server process has used so far, ms; undefined where it cannot be read. */
  cpuMs?: () => number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped (code ${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${url}/api/profile`);
      if (response.status === 401) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer within a minute:\n${log()}`);
}

export interface ServerOptions {
  /** The bundle of `npm run build` instead of the sources through tsx. */
  built: boolean;
  /** Writes a V8 CPU profile of the server into this folder when it stops (`--cpu-prof`). */
  cpuProfileDir?: string;
  /** Server processes on the one port (SERVER_PROCESSES); 1 when undefined. */
  processes?: number;
}

/**
 * Starts the server as a separate process on a free port against the bench database: the sources
 * through tsx (always the current code), or with `built` the bundle of `npm run build`.
 */
export async function startServer(
  target: BenchTarget,
  options: ServerOptions,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  if (options.built && !fs.existsSync('dist/server/main.js'))
    throw new Error('--built needs npm run build first');
  const profiling = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : [];
  const args = [
    ...profiling,
    // The sources through tsx's loader in this one process (no launcher process in between).
    ...(options.built ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/src/main.ts']),
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DEMO_SEED: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SERVER_PROCESSES: String(options.processes ?? 1),
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir }),
  };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitUntilUp(url, child, () => output);
  // The port answers once the first process listens; the banner waits for every one. The CPU
  // clock takes the process tree as it is then: the primary and its workers.
  const processes = options.processes ?? 1;
  while (processes > 1 && !output.includes(`${processes} processes)`)) {
    if (child.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const cpuMs = processCpuClock(child.pid);
  return {
    url,
    command: `node ${args.join(' ')}`,
    ...(cpuMs ? { cpuMs } : {}),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The embedded database has one owner, so there the app that recorded the statements also serves
 * the HTTP requests, in this process (autocannon, when it fires them, shares its event loop: the
 * API figures are then pessimistic on PGlite).
 */
export async function serveInProcess(app: FastifyInstance): Promise<RunningServer> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('The app is not listening');
  return {
    url: `http://127.0.0.1:${address.port}`,
    command: 'the app in the bench process (embedded database)',
    stop: () => app.close(),
  };
}
