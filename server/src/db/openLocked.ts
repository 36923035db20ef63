import { mkdirSync } from 'node:fs';
import { type DatabaseHandle, openDatabase } from './client.js';
import { lockDataFolder } from './dataFolderLock.js';

/**
 * The shop's database: PostgreSQL, or the embedded one locked for this process first
 * (dataFolderLock.ts: a second server, create-admin or a restore on the same folder would damage
 * it), released when it is closed. `what` names this process in the refusal another one gets.
 */
export async function openLocked(
  where: { databaseUrl: string | undefined; dataDir: string },
  what: string,
): Promise<DatabaseHandle> {
  if (where.databaseUrl !== undefined) return openDatabase({ databaseUrl: where.databaseUrl });
  mkdirSync(where.dataDir, { recursive: true });
  const release = await lockDataFolder(where.dataDir, what);
  try {
    const database = await openDatabase({ dataDir: where.dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
