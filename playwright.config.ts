import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
/** A throwaway embedded database for this run. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'unlock-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium, CHROMIUM_PATH or the packaged one (scripts/chromium.mjs).
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/profile`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: 'true',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // A second admin of its own for the two-factor journey (e2e/two-factor.spec.ts).
      ADMIN_EMAIL: 'second.admin@example.com',
      ADMIN_PASSWORD: 'second-admin-1',
    },
  },
});
