import addressparser from 'nodemailer/lib/addressparser';
import { ConfigError } from './configError.js';

/** The SMTP server mail leaves through, read from SMTP_URL. */
export interface SmtpServer {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (port 465); smtp://: STARTTLS. */
  secure: boolean;
  /**
   * smtp:// must switch to TLS (STARTTLS) before the password and the mails go out: someone on
   * the way who strips the server's STARTTLS offer gets a refusal, not the password and every
   * reset link in clear. Off for a server on this machine, and with SMTP_PLAINTEXT=true.
   */
  requireTls: boolean;
  /** The account to authenticate with; none for a relay that needs none. */
  auth: { user: string; pass: string } | undefined;
}

export interface MailSettings {
  /** Where mail leaves; undefined: mail is off (no mail is queued, no "forgot password"). */
  smtp: SmtpServer | undefined;
  /** MAIL_FROM: the sender of every mail, e.g. `Unlock Shop <shop@example.com>`. */
  from: string;
  /** At most one "orders answered" mail per customer per this many seconds. */
  digestSeconds: number;
  /** A digest waits until no answer came for this long (capped at digestSeconds). */
  digestQuietSeconds: number;
  /** One send attempt's limit: connecting, the greeting, each reply, and the whole attempt. */
  timeoutSeconds: number;
  /** The first wait after a failed attempt, doubled each time. */
  retrySeconds: number;
  /** Failed attempts after which a mail is given up (`failed`). */
  retryLimit: number;
  /**
   * How often the job queue's upkeep runs (pg-boss maintenance: jobs of a killed process expired
   * and retried, finished jobs archived and dropped); shared by all processes on the database.
   */
  queueUpkeepSeconds: number;
}

type Env = Record<string, string | undefined>;

const DEFAULT_DIGEST_SECONDS = 300;

/** A host on this machine: mail to it never crosses a network. */
const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

function smtpServer(value: string, plaintextAllowed: boolean): SmtpServer {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      'SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  }
  if (url.hostname === '') throw new ConfigError('SMTP_URL must name the SMTP server’s host');
  if ((url.pathname !== '' && url.pathname !== '/') || url.search || url.hash) {
    throw new ConfigError('SMTP_URL must not carry a path, a query or a fragment');
  }
  if ((url.username === '') !== (url.password === '')) {
    throw new ConfigError(
      'SMTP_URL must carry both a user and a password (smtp://user:password@host), or neither',
    );
  }
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    host,
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    requireTls: !secure && !plaintextAllowed && !isLoopback(host),
    auth: user === '' ? undefined : { user, pass: decodeURIComponent(url.password) },
  };
}

/** MAIL_FROM: one address, with or without a name. */
function mailFrom(value: string | undefined): string {
  if (value === undefined || value.trim() === '') {
    throw new ConfigError(
      'MAIL_FROM must be set when SMTP_URL is: the sender of the mails, e.g. "Unlock Shop <shop@example.com>"',
    );
  }
  const parsed = addressparser(value, { flatten: true });
  const only = parsed.length === 1 ? parsed[0] : undefined;
  if (!only?.address || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(only.address)) {
    throw new ConfigError(
      `MAIL_FROM must be one e-mail address, e.g. "Unlock Shop <shop@example.com>", got "${value}"`,
    );
  }
  return value.trim();
}

function digestSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_DIGEST_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
    throw new ConfigError(
      `MAIL_DIGEST_SECONDS must be a whole number of seconds from 1 to 86400, got "${value}"`,
    );
  }
  return seconds;
}

/** SMTP_PLAINTEXT: true lets smtp:// go on without TLS (a relay on the shop's own network). */
function plaintextAllowed(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new ConfigError(`SMTP_PLAINTEXT must be true or false, got "${value}"`);
}

/**
 * SMTP_URL, MAIL_FROM, MAIL_DIGEST_SECONDS and SMTP_PLAINTEXT. Without SMTP_URL mail is off and
 * MAIL_FROM is not needed. The SMTP password is kept only here: it is never logged nor shown.
 */
export function parseMailSettings(env: Env): MailSettings {
  const url = env.SMTP_URL?.trim();
  const smtp = url ? smtpServer(url, plaintextAllowed(env.SMTP_PLAINTEXT)) : undefined;
  return {
    smtp,
    from: smtp ? mailFrom(env.MAIL_FROM) : (env.MAIL_FROM?.trim() ?? ''),
    digestSeconds: digestSeconds(env.MAIL_DIGEST_SECONDS),
    digestQuietSeconds: 10,
    timeoutSeconds: 30,
    retrySeconds: 30,
    // Refusals over about a day (30 s doubled to 6 h: 26 h): an SMTP server down for hours
    // loses no mail; with 8, every mail refused for over an hour was failed.
    retryLimit: 14,
    queueUpkeepSeconds: 120,
  };
}
