import { readFileSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../configError.js';

/** The file in the data folder that says which process has the embedded database open. */
export const LOCK_FILE = 'unlock-portal.lock';

interface Holder {
  pid: number;
  host: string;
  what: string;
}

/** Whether the process that wrote `holder` still runs (as far as this machine can tell). */
function stillRunning(holder: Holder): boolean {
  // A process of another machine, or of an earlier container (each has its own name), cannot be
  // asked; nor can this very process (a container's server is often pid 1 at every start).
  if (holder.host !== os.hostname() || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // The number may have gone to another program since a reboot: only a node process counts.
  try {
    return readFileSync(`/proc/${holder.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function holderIn(text: string): Holder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return undefined;
    return { pid: holder.pid, host: holder.host, what: String(holder.what ?? 'a process') };
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's data folder for this process (`what` says who: the server, a
 * restore, create-admin): two PGlite instances on one folder would each write it as its own and
 * damage it. A lock left by a process that no longer runs (killed, or a machine restarted) is
 * taken over. Answers the release, which removes the file.
 */
export async function lockDataFolder(dataDir: string, what: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: os.hostname(), what };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(JSON.stringify(me));
      await handle.close();
      return () => unlink(file).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderIn(await readFile(file, 'utf8').catch(() => ''));
    if (holder && stillRunning(holder)) {
      throw new ConfigError(
        `${dataDir} is in use by ${holder.what} (process ${holder.pid}): stop it first. If no such process runs, delete ${file}.`,
      );
    }
    await unlink(file).catch(() => undefined);
  }
  throw new ConfigError(
    `${dataDir} could not be locked for ${what}: another process took it first`,
  );
}
