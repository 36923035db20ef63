import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A new folder of its own under the system's temporary folder, removed by removeTempFolders. */
export function tempFolder(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `unlock-${name}-`));
  made.push(dir);
  return dir;
}

/** Removes every folder tempFolder made (an afterEach of the files that use it). */
export async function removeTempFolders(): Promise<void> {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
}
