import os from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, listenHost, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('defaults to port 8080, the embedded database in ./data, a demo seed and UTC', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      demoSeed: true,
      timezone: 'UTC',
      publicUrl: 'http://localhost:8080',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns the demo seed off by default on a PostgreSQL server', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoSeed).toBe(false);
  });

  it('turns the demo seed off by default on the embedded database when ADMIN_EMAIL is given', () => {
    const install = { ADMIN_EMAIL: 'boss@shop.com', ADMIN_PASSWORD: 'a-long-secret-123' };
    expect(loadConfig(install).demoSeed).toBe(false);
  });

  it('seeds the demo beside ADMIN_EMAIL when DEMO_SEED=true asks for it', () => {
    const install = { ADMIN_EMAIL: 'boss@shop.com', ADMIN_PASSWORD: 'a-long-secret-123' };
    expect(loadConfig({ ...install, DEMO_SEED: 'true' }).demoSeed).toBe(true);
  });

  it('reads DEMO_SEED_SERVICES, the demo catalogue’s extra services (none by default)', () => {
    expect(loadConfig({}).demoSeedServices).toBe(0);
    expect(loadConfig({ DEMO_SEED_SERVICES: '2000' }).demoSeedServices).toBe(2000);
    expect(() => loadConfig({ DEMO_SEED_SERVICES: '20001' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO_SEED_SERVICES: 'many' })).toThrow(ConfigError);
  });

  it('reads SERVER_PROCESSES: one by default, a number, or auto for one per CPU', () => {
    const postgres = { DATABASE_URL: 'postgres://u@h/db' };
    expect(loadConfig({}).serverProcesses).toBe(1);
    expect(loadConfig({ ...postgres, SERVER_PROCESSES: '4' }).serverProcesses).toBe(4);
    expect(loadConfig({ ...postgres, SERVER_PROCESSES: 'auto' }).serverProcesses).toBe(
      os.availableParallelism(),
    );
    expect(() => loadConfig({ ...postgres, SERVER_PROCESSES: '0' })).toThrow(/SERVER_PROCESSES/);
    expect(() => loadConfig({ ...postgres, SERVER_PROCESSES: 'many' })).toThrow(/SERVER_PROCESSES/);
    expect(() => loadConfig({ ...postgres, SERVER_PROCESSES: '65' })).toThrow(/at most 64/);
  });

  it('caps SERVER_PROCESSES=auto at 64 processes on a machine with more CPUs', () => {
    const cpus = vi.spyOn(os, 'availableParallelism').mockReturnValue(96);
    try {
      const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', SERVER_PROCESSES: 'auto' });
      expect(config.serverProcesses).toBe(64);
    } finally {
      cpus.mockRestore();
    }
  });

  it('reads LOG_LEVEL (info by default) and refuses a level the logger does not know', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
  });

  it('refuses several server processes on the embedded database, which one process owns', () => {
    expect(loadConfig({ SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(
      'SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database can be opened by one process only',
    );
  });

  it('listens on this machine alone for the demo, whose admin password is public, and on every address for a shop', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'long enough' }).host).toBe(
      '0.0.0.0',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_SEED: 'true', DATABASE_URL: 'postgres://db/shop' }).host).toBe(
      '127.0.0.1',
    );
  });

  it('keeps the demo’s 127.0.0.1 only while a demo account signs in with its public password', () => {
    // An embedded database whose admin create-admin made: no demo account open, a shop.
    expect(listenHost(loadConfig({}), 0)).toBe('0.0.0.0');
    expect(listenHost(loadConfig({}), 1)).toBe('127.0.0.1');
    expect(
      listenHost(loadConfig({ DEMO_SEED: 'true', DATABASE_URL: 'postgres://db/shop' }), 0),
    ).toBe('0.0.0.0');
    // A HOST given is where it listens, demo or not.
    expect(listenHost(loadConfig({ HOST: '127.0.0.1' }), 0)).toBe('127.0.0.1');
    expect(listenHost(loadConfig({ HOST: '0.0.0.0' }), 3)).toBe('0.0.0.0');
  });

  it('writes an IPv6 HOST in brackets in the default PUBLIC_URL (HOST=::1 stopped the server with a stack trace)', () => {
    expect(loadConfig({ HOST: '::1', PORT: '8090' }).publicUrl).toBe('http://[::1]:8090');
    expect(loadConfig({ HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:8080');
  });

  it('refuses a HOST that makes no URL, asking for PUBLIC_URL', () => {
    expect(() => loadConfig({ HOST: 'fe80::1%eth0' })).toThrow(/set PUBLIC_URL/);
    expect(loadConfig({ HOST: 'fe80::1%eth0', PUBLIC_URL: 'http://shop.lan' }).publicUrl).toBe(
      'http://shop.lan',
    );
  });

  it('refuses PORT=0, which names no port for the page links and the service URL', () => {
    expect(() => loadConfig({ PORT: '0' })).toThrow(ConfigError);
    expect(loadConfig({ PORT: '1' }).port).toBe(1);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://unlock.example.com/' }).publicUrl).toBe(
      'https://unlock.example.com',
    );
  });

  it('reads TRUST_PROXY as the list of proxies whose X-Forwarded-For is believed', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ APP_TIMEZONE: 'Mars/Olympus' }, /APP_TIMEZONE/],
    [{ DEMO_SEED: 'maybe' }, /DEMO_SEED/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ ADMIN_EMAIL: 'a@b.c' }, /ADMIN_EMAIL and ADMIN_PASSWORD/],
    [{ ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'short' }, /at least 8/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must list/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'proxy.example' }, /TRUST_PROXY/],
  ])('refuses %o with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the supplier settings, with their defaults', () => {
    expect(loadConfig({}).suppliers).toEqual({
      workers: true,
      pollSeconds: 60,
      retrySeconds: 30,
      retryLimit: 5,
      timeoutSeconds: 30,
      overdueDays: 7,
      privateNetwork: false,
      listRefreshHours: 6,
    });
    const set = loadConfig({
      SUPPLIER_POLL_SECONDS: '2',
      SUPPLIER_RETRY_SECONDS: '1',
      SUPPLIER_TIMEOUT_SECONDS: '3',
      SUPPLIER_RETRY_LIMIT: '2',
      SUPPLIER_OVERDUE_DAYS: '3',
      SUPPLIER_WORKERS: 'false',
      SUPPLIERS_ON_PRIVATE_NETWORK: 'true',
      SUPPLIER_LIST_REFRESH_HOURS: '0',
    }).suppliers;
    expect(set).toEqual({
      workers: false,
      pollSeconds: 2,
      retrySeconds: 1,
      retryLimit: 2,
      timeoutSeconds: 3,
      overdueDays: 3,
      privateNetwork: true,
      listRefreshHours: 0,
    });
  });

  it('refuses supplier settings that are not positive whole numbers', () => {
    expect(() => loadConfig({ SUPPLIER_POLL_SECONDS: '0' })).toThrow(/SUPPLIER_POLL_SECONDS/);
    expect(() => loadConfig({ SUPPLIER_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /SUPPLIER_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ SUPPLIER_TIMEOUT_SECONDS: '6000' })).toThrow(/at most 600/);
    expect(() => loadConfig({ SUPPLIER_RETRY_SECONDS: '-1' })).toThrow(/SUPPLIER_RETRY_SECONDS/);
    expect(() => loadConfig({ SUPPLIER_OVERDUE_DAYS: '0' })).toThrow(/SUPPLIER_OVERDUE_DAYS/);
    expect(() => loadConfig({ SUPPLIER_OVERDUE_DAYS: '400' })).toThrow(/at most 365/);
  });

  it('takes the hours between fetches of supplier lists from 0 (off) to a week', () => {
    expect(loadConfig({ SUPPLIER_LIST_REFRESH_HOURS: '168' }).suppliers.listRefreshHours).toBe(168);
    expect(() => loadConfig({ SUPPLIER_LIST_REFRESH_HOURS: '169' })).toThrow(
      /SUPPLIER_LIST_REFRESH_HOURS must be a whole number from 0 \(off\) to 168, got "169"/,
    );
    expect(() => loadConfig({ SUPPLIER_LIST_REFRESH_HOURS: '1.5' })).toThrow(
      /SUPPLIER_LIST_REFRESH_HOURS/,
    );
  });
});
