import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  /** http://127.0.0.1:port */
  url: string;
  /** The process main.ts runs in (the primary, when SERVER_PROCESSES starts several). */
  pid: number;
  /** What it (and its cluster workers, which share its output) wrote so far. */
  output(): string;
  stop(): Promise<void>;
  /** kill -9: the process ends at once, in the middle of whatever it was doing. */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  // A new database's start from source takes about 9 s on an idle 2-CPU machine, and over 30 s
  // while both databases' tests run on it.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/profile`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} did not answer within 90 s:\n${output()}`);
}

/**
 * A real server process (server/src/main.ts through tsx) on this PostgreSQL database, as a
 * second machine behind a load balancer would run it; without a URL, on the embedded database
 * of DATA_DIR (given in `env`).
 */
export async function startServerProcess(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  // node itself with tsx's loader, not the tsx command: that one runs the server as a child of
  // its own, which a kill -9 of the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  try {
    await waitUntilAnswering(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, output: () => output, stop, kill };
}

/**
 * A server process started with `env` that is expected to stop at start (a refused setting, a
 * port in use): its exit code and what it wrote to stderr, read to the end.
 */
export async function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // 'close', not 'exit': the output may still be arriving when the process has exited.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stderr };
}
