/**
 * What a backup of the embedded database costs (BACKUP_DIR, server/src/backups):
 *   DATA_DIR=data/bench npm run bench:seed -- --orders 100000 --users 5000 --services 500
 *   npm run bench:backup -- --data-dir data/bench [--rounds 3]
 * Each round, on the seeded database: a backup as the server takes it, with its pause (the data
 * folder copied while no statement runs) and its whole time (then packed, compressed and written,
 * with the database free); and the baseline, the same folder copied by Node with no database
 * open, the least the pause can be. It prints the medians, the pause over the baseline, and the
 * process's largest memory before and after the backups.
 */
import { mkdtempSync } from 'node:fs';
import { cp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBackup } from '../server/src/backups/backupFiles.js';
import { embeddedDatabaseIn, openDatabase } from '../server/src/db/client.js';
import { parseFlags, wholeNumber } from './lib/args.js';

const flags = parseFlags(process.argv.slice(2));
const dataDir = path.resolve(flags.get('data-dir') ?? 'data/bench');
const rounds = wholeNumber(flags, 'rounds', 3);
if (!embeddedDatabaseIn(dataDir)) {
  throw new Error(`No embedded database in ${dataDir}: seed one first (bench:seed with DATA_DIR)`);
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const megabytes = (bytes: number): string => (bytes / 1e6).toFixed(1);
const largestMemoryMb = (): string => (process.resourceUsage().maxRSS / 1024).toFixed(0);

const files = await filesOf(dataDir);
const folderBytes = (await Promise.all(files.map((file) => stat(file)))).reduce(
  (sum, info) => sum + info.size,
  0,
);
const database = await openDatabase({ dataDir });
const memoryBefore = largestMemoryMb();
const target = mkdtempSync(path.join(tmpdir(), 'unlock-bench-backups-'));
const baseline: number[] = [];
const pause: number[] = [];
const whole: number[] = [];
let backupBytes = 0;
let memoryAfterBackups = '';
try {
  const copyDataFolder = database.copyDataFolder;
  if (!copyDataFolder) throw new Error('not an embedded database');
  // The backups first: the largest memory after them is what the server's backup holds.
  for (let round = 0; round < rounds; round += 1) {
    const written = await writeBackup(copyDataFolder, { dir: target, keep: 1 });
    pause.push(written.pausedMilliseconds);
    whole.push(written.milliseconds);
    backupBytes = written.bytes;
  }
  memoryAfterBackups = largestMemoryMb();
  await database.close();
  for (let round = 0; round < rounds; round += 1) {
    const copy = path.join(target, `baseline-${round}`);
    const started = performance.now();
    await cp(dataDir, copy, { recursive: true });
    baseline.push(performance.now() - started);
    await rm(copy, { recursive: true, force: true });
  }
} finally {
  await rm(target, { recursive: true, force: true });
}

const rows = [
  ['data folder', `${megabytes(folderBytes)} MB in ${files.length} files`],
  ['backup file (gzip)', `${megabytes(backupBytes)} MB`],
  ['pause: the folder copied, no statement runs', `${median(pause).toFixed(0)} ms`],
  ['baseline: the folder copied, no database open', `${median(baseline).toFixed(0)} ms`],
  ['whole backup, as the server takes it', `${median(whole).toFixed(0)} ms`],
  ['pause / baseline', `${(median(pause) / median(baseline)).toFixed(2)}×`],
  ['largest memory: opened / after the backups', `${memoryBefore} / ${memoryAfterBackups} MB`],
];
process.stdout.write(
  `Backups of ${dataDir}, ${rounds} rounds (medians)\n\n| | |\n|---|---:|\n${rows
    .map(([what, figure]) => `| ${what} | ${figure} |`)
    .join('\n')}\n`,
);
