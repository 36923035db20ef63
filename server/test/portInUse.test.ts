import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedStart } from './helpers/serverProcess.js';
import { TEST_DB_KIND } from './helpers/testDatabase.js';

/**
 * A port another program holds stops the server at start with one line that says so, as a
 * configuration error does; it printed a stack trace. (Once, on the embedded database: the port
 * is the same on both.)
 */
describe.skipIf(TEST_DB_KIND === 'postgres')('a server started on a port in use', () => {
  let holder: net.Server;
  let port = 0;
  let dataDir = '';
  beforeAll(async () => {
    holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const address = holder.address();
    port = typeof address === 'object' && address ? address.port : 0;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'port-in-use-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops with one line naming the port, and the configuration error code, before it creates a database', async () => {
    const { code, stderr } = await refusedStart({
      DATABASE_URL: '',
      DATA_DIR: path.join(dataDir, 'db'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: '',
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      `Configuration error: port ${port} on 127.0.0.1 is in use by another program: stop it, or set PORT`,
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  }, 60_000);
});
