import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What the log keeps of an error: never a statement's parameters or a row's values. */
export interface LoggedError extends Record<string, unknown> {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  cause?: LoggedError;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** drizzle's "Failed query: …\nparams: …" keeps the statement, drops the values. */
const withoutParameters = (message: string): string => message.split(/\r?\nparams:/)[0] ?? '';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * An error as the log may show it. Statement parameters (drizzle's `params` and the `params:` part
 * of its message) and PostgreSQL's `detail` ("Failing row contains (…)", "Key (api_key)=(…)") hold
 * passwords' hashes, API keys and tokens, so they never reach the log; the SQL text, the error
 * code, the constraint and the call stack do.
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  }
  const message = withoutParameters(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of ['code', 'constraint', 'table'] as const) {
    const value = text(fields[key]);
    if (value !== undefined) logged[key] = value;
  }
  if (isRecord(error.cause) && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/**
 * Query parameters whose values are secrets: a mailed reset link's token (the page's address is
 * requested from this server), and a reseller's key or password sent in the address by mistake.
 */
const SECRET_QUERY_VALUES = /([?&](?:token|apiaccesskey|api_key|password)=)[^&#]*/gi;

/** The request's address as the log keeps it: secret query values hidden. */
const urlWithoutSecrets = (url: string): string => url.replace(SECRET_QUERY_VALUES, '$1[hidden]');

/** Fastify's own request fields, with the address cleared of secrets. */
const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: urlWithoutSecrets(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * The server's logger: the safe error serializer, no credentials from request headers, and none
 * from request addresses.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { err: loggedError, error: loggedError, req: loggedRequest },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[hidden]',
    },
  };
}
