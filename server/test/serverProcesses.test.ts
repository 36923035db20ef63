import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './helpers/serverProcess.js';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from './helpers/testDatabase.js';

/**
 * The server processes the primary `pid` started (Linux /proc): its children that run main.ts as
 * it does (tsx's loader has a child of its own, esbuild).
 */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        const command = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8');
        return (
          Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid &&
          command.includes('main.ts')
        );
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** GET on a connection of its own (no keep-alive): the cluster hands each one to a worker. */
const statusOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(`${url}/api/profile`, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

/** The pids in the server's log lines that say a request was answered. */
function answeringPids(output: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; pid?: number };
    if (entry.msg === 'request completed' && entry.pid !== undefined) pids.add(entry.pid);
  }
  return pids;
}

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  'several server processes on one port (SERVER_PROCESSES; PostgreSQL only: the embedded database has one owner)',
  () => {
    let database: TestDatabase;
    let server: ServerProcess;

    beforeAll(async () => {
      database = await createTestDatabase();
      server = await startServerProcess(database.url ?? '', {
        SERVER_PROCESSES: '2',
        LOG_LEVEL: 'info',
      });
      // The port answers once the first process listens; the banner waits for every one.
      await until(() => server.output().includes('(PostgreSQL, 2 processes)'), 'the banner');
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
      await database?.close();
    });

    it('start that many processes, each of which answers requests on the shared port', async () => {
      expect(childrenOf(server.pid)).toHaveLength(2);
      const statuses = [];
      for (let i = 0; i < 10; i += 1) statuses.push(await statusOnNewConnection(server.url));
      expect(new Set(statuses)).toEqual(new Set([401]));
      await until(() => answeringPids(server.output()).size === 2, 'both processes to answer');
      expect([...answeringPids(server.output())].sort()).toEqual(childrenOf(server.pid).sort());
    });

    it('replace a process that dies, and keep answering meanwhile', async () => {
      const [victim, survivor] = childrenOf(server.pid) as [number, number];
      process.kill(victim, 'SIGKILL');
      const replacing = 'A server process ended (SIGKILL); starting another';
      await until(() => server.output().includes(replacing), 'the primary to see the death');
      expect(await statusOnNewConnection(server.url)).toBe(401);
      await until(
        () => !alive(victim) && childrenOf(server.pid).length === 2,
        'a new server process',
      );
      expect(childrenOf(server.pid)).toContain(survivor);
      for (let i = 0; i < 4; i += 1) expect(await statusOnNewConnection(server.url)).toBe(401);
    });

    it('end every process on SIGTERM', async () => {
      const workers = childrenOf(server.pid);
      await server.stop();
      await until(() => workers.every((pid) => !alive(pid)), 'the server processes to end');
      expect(alive(server.pid)).toBe(false);
    });
  },
);
