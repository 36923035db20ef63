import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BackupSettings, parseBackupSettings } from './backups/backupSettings.js';
import { ConfigError } from './configError.js';
import { type MailSettings, parseMailSettings } from './mailSettings.js';

export { ConfigError } from './configError.js';

export interface AppConfig {
  port: number;
  host: string;
  /**
   * HOST was not given and the demo seed is on, so `host` is 127.0.0.1: the demo's passwords are
   * public. The server listens on every address all the same when no demo account signs in with
   * them (listenHost).
   */
  hostForTheDemo?: boolean;
  publicUrl: string;
  databaseUrl: string | undefined;
  /**
   * Server processes answering on the one port (SERVER_PROCESSES: a number, or `auto` for one
   * per CPU); above 1 only with DATABASE_URL, since the embedded database has one owner.
   */
  serverProcesses: number;
  dataDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /**
   * Seed the demo shop (its admin's password is in the README) into an empty database
   * (DEMO_SEED); on by default only on the embedded database without ADMIN_EMAIL.
   */
  demoSeed: boolean;
  /** Services the demo seed adds over 40 categories (DEMO_SEED_SERVICES, default 0). */
  demoSeedServices: number;
  timezone: string;
  clientDir: string | undefined;
  logLevel: string;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, CIDRs, or proxy-addr's
   * names loopback/linklocal/uniquelocal); false: the header is ignored.
   */
  trustProxy: false | string[];
  /** Sign-in attempts tolerated per account and address pair within `loginWindowSeconds`. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Sign-in attempts (any account) tolerated per address within `loginWindowSeconds`. */
  loginMaxFailuresPerAddress: number;
  /** Registrations accepted per address within `registerWindowSeconds`. */
  registerMaxPerAddress: number;
  registerWindowSeconds: number;
  /** Admins must turn on two-factor sign-in before they can do anything else. */
  adminTwoFactorRequired: boolean;
  /** A bearer token ends after this many hours unused, and this many days after sign-in. */
  tokenIdleHours: number;
  tokenMaxDays: number;
  /** A request (headers and body) must arrive within this; a trickling client is cut off. */
  requestTimeoutSeconds: number;
  /**
   * How often an open event stream (GET /api/events) gets a comment line, so proxies do not
   * close it as idle, and its token is checked again (revoked or expired: the stream ends).
   */
  liveHeartbeatSeconds: number;
  /** Live event streams one server process holds open at most, every account together. */
  liveMaxStreams: number;
  /** Forwarding to upstream suppliers (docs/suppliers.md). */
  suppliers: SupplierSettings;
  /** Mail to customers and admins (docs/mail.md); off without SMTP_URL. */
  mail: MailSettings;
  /** Backups of the embedded database; off without BACKUP_DIR. */
  backups: BackupSettings | undefined;
}

export interface SupplierSettings {
  /** Run the forwarding workers in this process (placing, polling, finding cut-off calls). */
  workers: boolean;
  /** How often placed orders are polled at their supplier. */
  pollSeconds: number;
  /** The first wait after a fault (connection refused, 5xx, not DHRU); doubled each time. */
  retrySeconds: number;
  /** Faults in a row on one route before the order is held for an admin. */
  retryLimit: number;
  /** A call to a supplier without a complete answer by then has an unknown outcome. */
  timeoutSeconds: number;
  /**
   * Days an order may wait at its supplier without a final answer before it is shown as late,
   * for a person to ask the supplier (some answer STATUS 0 forever for an order they lost).
   */
  overdueDays: number;
  /**
   * Whether a supplier's URL may lead to a private or local network address (this machine, the
   * LAN, link-local): off unless SUPPLIERS_ON_PRIVATE_NETWORK=true (suppliers/privateAddresses.ts).
   */
  privateNetwork: boolean;
  /**
   * Hours between the clock's fetches of each supplier's service list, so the prices an order is
   * checked against stay current (0: only when an admin refreshes it).
   */
  listRefreshHours: number;
}

type Env = Record<string, string | undefined>;

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  // Not 0 (any free port): the banner, the profile's service URL and the page links name it.
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${value}"`);
  }
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    throw new ConfigError(`${name} must be a positive whole number, got "${value}"`);
  }
  return n;
}

/** SERVER_PROCESSES: 1 by default, `auto` for one per CPU; at most 64; several need PostgreSQL. */
function parseServerProcesses(value: string | undefined, databaseUrl: string | undefined): number {
  const processes =
    value === 'auto'
      ? Math.min(os.availableParallelism(), 64)
      : parsePositiveInt('SERVER_PROCESSES', value, 1);
  if (processes > 64) {
    throw new ConfigError(`SERVER_PROCESSES must be at most 64, got "${value}"`);
  }
  if (processes > 1 && databaseUrl === undefined) {
    throw new ConfigError(
      'SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database can be opened by one process only',
    );
  }
  return processes;
}

/**
 * The address the server listens on: 127.0.0.1, the demo's default, only while a demo account
 * still signs in with its public password. An embedded database whose admin was made otherwise
 * (create-admin, or a demo taken over) is a shop: it listens on every address, as every release
 * before the demo's default did, which such a shop was set up with.
 */
export function listenHost(
  config: Pick<AppConfig, 'host' | 'hostForTheDemo'>,
  openDemoAccounts: number,
): string {
  return config.hostForTheDemo && openDemoAccounts === 0 ? '0.0.0.0' : config.host;
}

/** DEMO_SEED_SERVICES: 0 (none) to 20,000 extra demo services. */
function parseDemoServices(value: string | undefined): number {
  if (value === undefined || value === '' || value === '0') return 0;
  const n = parsePositiveInt('DEMO_SEED_SERVICES', value, 0);
  if (n > 20_000) {
    throw new ConfigError(`DEMO_SEED_SERVICES must be at most 20000, got "${value}"`);
  }
  return n;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
  return size >= 0 && size <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies' addresses or CIDRs, comma-separated. `true` is refused: believing
 * every peer's X-Forwarded-For lets anyone pick the address the rate limits count.
 */
function parseTrustProxy(value: string | undefined): false | string[] {
  if (value === undefined || value === '' || /^(0|false|no|off)$/i.test(value)) return false;
  if (/^(1|true|yes|on)$/i.test(value)) {
    throw new ConfigError(
      'TRUST_PROXY must list the addresses or CIDRs of your reverse proxies (e.g. 127.0.0.1 or 10.0.0.0/8), not "true": X-Forwarded-For is only believed from them',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyEntry(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be a comma-separated list of IP addresses or CIDRs (or loopback, linklocal, uniquelocal), got "${wrong}"`,
    );
  }
  return entries;
}

/** The logger's (pino's) levels; any other LOG_LEVEL would stop the server with a stack trace. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseLogLevel(value: string | undefined): string {
  if (value === undefined || value === '') return 'info';
  if (!LOG_LEVELS.includes(value)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return value;
}

function parseTimezone(value: string | undefined): string {
  const zone = value && value !== '' ? value : 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new ConfigError(
      `APP_TIMEZONE must be an IANA time zone such as Europe/Madrid, got "${zone}"`,
    );
  }
  return zone;
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return value;
}

function parsePublicUrl(value: string | undefined, host: string, port: number): string {
  if (value === undefined || value === '') {
    // An IPv6 address is written in brackets in a URL (http://[::1]:8080).
    const shownHost =
      host === '0.0.0.0' || host === '::' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
    const derived = `http://${shownHost}:${port}`;
    if (!URL.canParse(derived)) {
      throw new ConfigError(
        `HOST "${host}" does not make a URL (http://HOST:PORT): set PUBLIC_URL, the address people open`,
      );
    }
    return derived;
  }
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/** SUPPLIER_LIST_REFRESH_HOURS: 6 by default, 0 (off) to 168 (a week). */
function parseListRefreshHours(value: string | undefined): number {
  if (value === undefined || value === '') return 6;
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 0 || hours > 168) {
    throw new ConfigError(
      `SUPPLIER_LIST_REFRESH_HOURS must be a whole number from 0 (off) to 168, got "${value}"`,
    );
  }
  return hours;
}

function parseSupplierSettings(env: Env): SupplierSettings {
  const timeoutSeconds = parsePositiveInt(
    'SUPPLIER_TIMEOUT_SECONDS',
    env.SUPPLIER_TIMEOUT_SECONDS,
    30,
  );
  if (timeoutSeconds > 600) {
    throw new ConfigError(`SUPPLIER_TIMEOUT_SECONDS must be at most 600, got "${timeoutSeconds}"`);
  }
  const retryLimit = parsePositiveInt('SUPPLIER_RETRY_LIMIT', env.SUPPLIER_RETRY_LIMIT, 5);
  if (retryLimit > 20) {
    throw new ConfigError(`SUPPLIER_RETRY_LIMIT must be at most 20, got "${retryLimit}"`);
  }
  const overdueDays = parsePositiveInt('SUPPLIER_OVERDUE_DAYS', env.SUPPLIER_OVERDUE_DAYS, 7);
  if (overdueDays > 365) {
    throw new ConfigError(`SUPPLIER_OVERDUE_DAYS must be at most 365, got "${overdueDays}"`);
  }
  return {
    listRefreshHours: parseListRefreshHours(env.SUPPLIER_LIST_REFRESH_HOURS),
    workers: parseBoolean('SUPPLIER_WORKERS', env.SUPPLIER_WORKERS, true),
    pollSeconds: parsePositiveInt('SUPPLIER_POLL_SECONDS', env.SUPPLIER_POLL_SECONDS, 60),
    retrySeconds: parsePositiveInt('SUPPLIER_RETRY_SECONDS', env.SUPPLIER_RETRY_SECONDS, 30),
    retryLimit,
    timeoutSeconds,
    overdueDays,
    privateNetwork: parseBoolean(
      'SUPPLIERS_ON_PRIVATE_NETWORK',
      env.SUPPLIERS_ON_PRIVATE_NETWORK,
      false,
    ),
  };
}

function parseLiveHeartbeat(value: string | undefined): number {
  const seconds = parsePositiveInt('LIVE_HEARTBEAT_SECONDS', value, 20);
  if (seconds > 300) {
    throw new ConfigError(`LIVE_HEARTBEAT_SECONDS must be at most 300, got "${seconds}"`);
  }
  return seconds;
}

/** Reads and validates the configuration; throws ConfigError with a message a person can act on. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = parsePort(env.PORT);
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  const adminEmail = env.ADMIN_EMAIL || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  }
  const dataDir = path.resolve(env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : './data');
  // On by default only for a try-out: the embedded database and no ADMIN_EMAIL. An operator
  // who names the admin is installing a shop, which must not get the demo admin whose password
  // the README prints (DEMO_SEED=true still seeds it).
  const demoSeed = parseBoolean(
    'DEMO_SEED',
    env.DEMO_SEED,
    databaseUrl === undefined && adminEmail === undefined,
  );
  // That password being public, a demo listens on this machine alone unless HOST says otherwise.
  const hostGiven = env.HOST !== undefined && env.HOST !== '';
  const host = hostGiven ? (env.HOST ?? '') : demoSeed ? '127.0.0.1' : '0.0.0.0';
  return {
    port,
    host,
    hostForTheDemo: !hostGiven && demoSeed,
    publicUrl: parsePublicUrl(env.PUBLIC_URL, hostGiven ? host : '0.0.0.0', port),
    databaseUrl,
    serverProcesses: parseServerProcesses(env.SERVER_PROCESSES, databaseUrl),
    dataDir,
    adminEmail: adminEmail?.toLowerCase(),
    adminPassword,
    demoSeed,
    demoSeedServices: parseDemoServices(env.DEMO_SEED_SERVICES),
    timezone: parseTimezone(env.APP_TIMEZONE),
    clientDir: env.CLIENT_DIR || undefined,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginMaxFailures: parsePositiveInt('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 10),
    loginWindowSeconds: parsePositiveInt('LOGIN_WINDOW_SECONDS', env.LOGIN_WINDOW_SECONDS, 900),
    loginMaxFailuresPerAddress: parsePositiveInt(
      'LOGIN_MAX_FAILURES_PER_ADDRESS',
      env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      100,
    ),
    registerMaxPerAddress: parsePositiveInt(
      'REGISTER_MAX_PER_ADDRESS',
      env.REGISTER_MAX_PER_ADDRESS,
      10,
    ),
    registerWindowSeconds: parsePositiveInt(
      'REGISTER_WINDOW_SECONDS',
      env.REGISTER_WINDOW_SECONDS,
      3600,
    ),
    adminTwoFactorRequired: parseBoolean('REQUIRE_ADMIN_2FA', env.REQUIRE_ADMIN_2FA, false),
    tokenIdleHours: parsePositiveInt('TOKEN_IDLE_HOURS', env.TOKEN_IDLE_HOURS, 24),
    tokenMaxDays: parsePositiveInt('TOKEN_MAX_DAYS', env.TOKEN_MAX_DAYS, 7),
    requestTimeoutSeconds: parsePositiveInt(
      'REQUEST_TIMEOUT_SECONDS',
      env.REQUEST_TIMEOUT_SECONDS,
      30,
    ),
    liveHeartbeatSeconds: parseLiveHeartbeat(env.LIVE_HEARTBEAT_SECONDS),
    liveMaxStreams: parsePositiveInt('LIVE_MAX_STREAMS', env.LIVE_MAX_STREAMS, 5000),
    suppliers: parseSupplierSettings(env),
    mail: parseMailSettings(env),
    backups: parseBackupSettings(env, databaseUrl, dataDir),
  };
}
