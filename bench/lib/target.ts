import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/client.js';

/** The database the bench works on: DATABASE_URL (PostgreSQL), else the embedded one in DATA_DIR. */
export interface BenchTarget {
  databaseUrl: string | undefined;
  dataDir: string;
  label: string;
}

export function benchTarget(env: NodeJS.ProcessEnv = process.env): BenchTarget {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(env.DATA_DIR || 'data/bench');
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    return { databaseUrl, dataDir, label: `PostgreSQL ${url.host}${url.pathname}` };
  }
  return { databaseUrl, dataDir, label: `embedded PGlite in ${dataDir}` };
}

/** Opens and migrates the bench database; one connection (the seed relies on session settings). */
export async function openBenchDatabase(
  target: BenchTarget,
  poolSize = 1,
): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    poolSize,
  });
  await handle.migrate();
  return handle;
}
