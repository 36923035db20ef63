import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  cataloguePort,
  mailHttpPort,
  mailSmtpPort,
  shopPort as port,
  supplierPort,
} from './e2e/ports';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const baseURL = `http://127.0.0.1:${port}`;
/** A throwaway embedded database for this run. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'unlock-e2e-'));
/** The supplier instance's URL and its own throwaway database (e2e/suppliers.spec.ts). */
const supplierURL = `http://127.0.0.1:${supplierPort}`;
const supplierDataDir = mkdtempSync(path.join(tmpdir(), 'unlock-e2e-supplier-'));
/** The trade-size shop's URL and database (e2e/catalogue.spec.ts). */
const catalogueURL = `http://127.0.0.1:${cataloguePort}`;
const catalogueDataDir = mkdtempSync(path.join(tmpdir(), 'unlock-e2e-catalogue-'));

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
  webServer: [
    {
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
        // Orders routed to the supplier instance are placed and polled within seconds.
        SUPPLIER_POLL_SECONDS: '2',
        SUPPLIER_RETRY_SECONDS: '2',
        SUPPLIER_TIMEOUT_SECONDS: '10',
        // The supplier instance below listens on this machine.
        SUPPLIERS_ON_PRIVATE_NETWORK: 'true',
        // Mail goes to the SMTP server below (e2e/password-reset.spec.ts reads it).
        SMTP_URL: `smtp://shop:smtp-secret-9@127.0.0.1:${mailSmtpPort}`,
        MAIL_FROM: 'Unlock Portal <shop@example.com>',
      },
    },
    {
      // A real SMTP server that keeps what it receives and shows it at GET /mails.
      command: 'node_modules/.bin/tsx e2e/mailCatcher.ts',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // Another shop running this server: the upstream DHRU supplier of e2e/suppliers.spec.ts.
      command: 'node dist/server/main.js',
      url: `${supplierURL}/api/profile`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      env: {
        PORT: String(supplierPort),
        HOST: '127.0.0.1',
        DATA_DIR: supplierDataDir,
        DEMO_SEED: 'true',
        PUBLIC_URL: supplierURL,
        LOG_LEVEL: 'warn',
        SUPPLIER_WORKERS: 'false',
      },
    },
    {
      // A shop with 2,000 services over 40 categories (e2e/catalogue.spec.ts); the other
      // journeys keep the demo's short list.
      command: 'node dist/server/main.js',
      url: `${catalogueURL}/api/profile`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      env: {
        PORT: String(cataloguePort),
        HOST: '127.0.0.1',
        DATA_DIR: catalogueDataDir,
        DEMO_SEED: 'true',
        DEMO_SEED_SERVICES: '2000',
        PUBLIC_URL: catalogueURL,
        LOG_LEVEL: 'warn',
        SUPPLIER_WORKERS: 'false',
      },
    },
  ],
});
