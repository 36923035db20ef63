import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.js';
import { LOCK_FILE, lockDataFolder } from '../src/db/dataFolderLock.js';
import { aRunningNodeProcess } from './helpers/runningProcess.js';
import { removeTempFolders, tempFolder } from './helpers/tempFolders.js';

const children: ChildProcess[] = [];

const dataFolder = () => tempFolder('lock');

async function anotherNodeProcess(): Promise<ChildProcess> {
  const child = await aRunningNodeProcess();
  children.push(child);
  return child;
}

const lockOf = (pid: number | undefined, host = os.hostname()) =>
  JSON.stringify({ pid, host, what: 'the server' });

afterEach(async () => {
  for (const child of children.splice(0)) child.kill();
  await removeTempFolders();
});

describe('the embedded database’s folder lock', () => {
  it('is taken, says who holds it, and is gone once released', async () => {
    const dir = dataFolder();
    const release = await lockDataFolder(dir, 'the server');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
      what: 'the server',
    });
    await release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second process while a running one holds it, naming it', async () => {
    const dir = dataFolder();
    const server = await anotherNodeProcess();
    writeFileSync(path.join(dir, LOCK_FILE), lockOf(server.pid));
    const refusal = lockDataFolder(dir, 'create-admin');
    await expect(refusal).rejects.toThrow(ConfigError);
    await expect(refusal).rejects.toThrow(`in use by the server (process ${server.pid})`);
  });

  it('is taken over from a process that no longer runs', async () => {
    const dir = dataFolder();
    const server = await anotherNodeProcess();
    writeFileSync(path.join(dir, LOCK_FILE), lockOf(server.pid));
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    const release = await lockDataFolder(dir, 'the server');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await release();
  });

  it('is taken over from an earlier container: this process’s own number, another machine’s name', async () => {
    for (const stale of [lockOf(process.pid), lockOf(1, 'an-earlier-container'), 'not json']) {
      const dir = dataFolder();
      writeFileSync(path.join(dir, LOCK_FILE), stale);
      const release = await lockDataFolder(dir, 'the server');
      await release();
    }
  });
});
