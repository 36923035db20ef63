import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of several server processes (SERVER_PROCESSES): forks `count` cluster workers that
 * share the port, one after the other, and resolves once every one listens. Node's own round robin hands each new
 * connection to the next worker, so one busy event loop no longer holds the whole shop's requests
 * while the machine has CPUs to spare.
 *
 * A worker that dies after it listened is replaced. One that dies before it listened would die
 * again (a port taken, a database refused), so the primary stops the others and exits with its
 * code. SIGINT or SIGTERM stops every worker (each finishes its requests and closes its
 * connections), then the primary.
 */
export async function runServerProcesses(count: number): Promise<void> {
  let stopping = false;

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (workers.length === 0) process.exit(code);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      worker.process.kill('SIGTERM');
    }
  };

  const fork = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork();
      let listened = false;
      worker.once('listening', () => {
        listened = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        if (!listened) {
          reject(new Error(`A server process ended before it could listen (${signal ?? code})`));
          stopAll(1);
          return;
        }
        process.stderr.write(
          `A server process ended (${signal ?? `exit code ${code}`}); starting another\n`,
        );
        fork().catch(() => {}); // stopAll has run: the primary ends with the others
      });
    });
  // One after the other: each start takes the start lock for its job queues (db/startLock.ts),
  // so starting them at once would only make them wait for each other.
  for (let i = 0; i < count; i += 1) await fork();

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}
