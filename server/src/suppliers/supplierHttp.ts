import http from 'node:http';
import https from 'node:https';
import {
  PRIVATE_ADDRESS_CODE,
  privateAddressMessage,
  privateLiteralHost,
  publicOnlyLookup,
} from './privateAddresses.js';

/**
 * One form POST to a supplier, told apart by what it means for an order sent with it:
 * - `answered`: a complete answer that is not a server error (its body still needs checking);
 * - `fault`: the request surely did not reach the supplier, or was surely not taken (no
 *   connection, DNS, TLS, HTTP 503 and the other 5xx that say so, HTTP 429, a redirect): safe to
 *   send again;
 * - `unknown`: the request was sent and no complete answer came (time-out, connection cut while
 *   waiting or mid-answer, a gateway in front of the supplier that gave up waiting for it, a
 *   server error such as HTTP 500 or 502), or an answer came that is over the size limit: the
 *   supplier may have taken it, so it must never be sent again by itself.
 */
export type SupplierCall =
  | { kind: 'answered'; status: number; body: string }
  /** `body`: a server error's complete answer, in which the supplier's own may still be. */
  | { kind: 'fault'; message: string; body?: string }
  | { kind: 'unknown'; message: string; body?: string };

/**
 * Gateways' "I gave up waiting" (HTTP 504, and Cloudflare's 524): the request reached the
 * supplier, which may still take it, as when this client's own time-out ends a call.
 */
const GATEWAY_TIMEOUTS = new Set([504, 524]);

/**
 * The server errors that say the request was not taken in: 501 (not implemented), 503 (not
 * available: a host's maintenance, an overloaded pool), 505, and Cloudflare's 521–523, 525 and
 * 526 (it could not reach the supplier's server at all). Any other (500 from a PHP script that
 * died, 502 from a web server whose PHP died under it, 520…) may come after the supplier saved the
 * order: sending it again paid for it twice.
 */
const NOT_TAKEN = new Set([501, 503, 505, 521, 522, 523, 525, 526]);

/**
 * HTTP 429 Too Many Requests: the supplier's rate limit turned the request away before handling
 * it (a Laravel clone's `{"message": "Too Many Attempts."}`, a proxy's text): not taken, to send
 * again later. It was read as a body that is no DHRU answer, an order that may have been taken.
 */
const TOO_MANY_REQUESTS = 429;

/** Whether the status alone says what became of the request: a server error or a rate limit. */
const statusDecides = (status: number) => status >= 500 || status === TOO_MANY_REQUESTS;

/** What an HTTP 5xx or 429 means for the order sent. */
function statusFailureOf(status: number): SupplierCall {
  if (status === TOO_MANY_REQUESTS) {
    return {
      kind: 'fault',
      message: 'HTTP 429 from the supplier: too many requests, it did not take this one',
    };
  }
  if (GATEWAY_TIMEOUTS.has(status)) {
    return {
      kind: 'unknown',
      message: `HTTP ${status}: a gateway before the supplier gave up waiting, the supplier may have taken the request`,
    };
  }
  return NOT_TAKEN.has(status)
    ? { kind: 'fault', message: `HTTP ${status} from the supplier` }
    : {
        kind: 'unknown',
        message: `HTTP ${status} from the supplier: its server failed while handling the request, which it may have taken`,
      };
}

export interface CallLimits {
  timeoutMs: number;
  /** Largest answer read; a longer one is an unknown outcome. */
  maxBytes: number;
  /** Whether the supplier may be on a private or local network (SUPPLIERS_ON_PRIVATE_NETWORK). */
  privateNetwork: boolean;
}

/**
 * POSTs the fields form-encoded to `endpoint` (http or https), on a connection of its own (a
 * reused keep-alive connection closed by the supplier would look like a cut call). Redirects are
 * never followed: the credentials only go to the configured URL. Unless the shop allows it, an
 * address on a private or local network is refused before connecting (`privateAddresses.ts`).
 */
export function postForm(
  endpoint: URL,
  fields: Record<string, string>,
  limits: CallLimits,
): Promise<SupplierCall> {
  const payload = Buffer.from(new URLSearchParams(fields).toString());
  const transport = endpoint.protocol === 'https:' ? https : http;
  const literal = limits.privateNetwork ? null : privateLiteralHost(endpoint);
  if (literal) {
    return Promise.resolve({
      kind: 'fault',
      message: `Could not reach the supplier: ${privateAddressMessage(literal)}`,
    });
  }
  return new Promise((resolve) => {
    let settled = false;
    /** The whole request was handed to the network: from here on the supplier may have it. */
    let sent = false;
    let status = 0;
    const finish = (result: SupplierCall) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = transport.request(endpoint, {
      method: 'POST',
      agent: false,
      ...(limits.privateNetwork ? {} : { lookup: publicOnlyLookup }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': payload.length,
        accept: 'application/json',
        'user-agent': 'unlock-portal',
      },
    });
    const timer = setTimeout(() => {
      const seconds = Math.round(limits.timeoutMs / 1000);
      if (statusDecides(status)) finish(statusFailureOf(status));
      else if (sent) {
        finish({
          kind: 'unknown',
          message: `No complete answer within ${seconds} s: the supplier may have taken the request`,
        });
      } else {
        finish({ kind: 'fault', message: `Could not reach the supplier within ${seconds} s` });
      }
    }, limits.timeoutMs);

    request.on('finish', () => {
      sent = true;
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (statusDecides(status)) finish(statusFailureOf(status));
      else if (!sent) {
        finish({ kind: 'fault', message: `Could not reach the supplier: ${errorName(error)}` });
      } else {
        finish({
          kind: 'unknown',
          message: `The connection was cut before the answer was complete (${errorName(error)}): the supplier may have taken the request`,
        });
      }
    });
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        const location = response.headers.location ?? '';
        finish({
          kind: 'fault',
          message: `The supplier answered with a redirect (HTTP ${status}${location ? ` to ${location.slice(0, 200)}` : ''}); redirects are not followed: check the supplier's URL`,
        });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          // Its script answered: what it did with the request cannot be read.
          finish({
            kind: 'unknown',
            message: `The supplier's answer is larger than ${limits.maxBytes} bytes: not a DHRU answer, and the supplier may have taken the request`,
          });
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (statusDecides(status)) finish({ ...statusFailureOf(status), body });
        else finish({ kind: 'answered', status, body });
      });
      response.on('aborted', () => request.emit('error', new Error('answer aborted')));
      response.on('error', (error) => request.emit('error', error));
    });
    request.end(payload);
  });
}

function errorName(error: NodeJS.ErrnoException): string {
  if (error.code === PRIVATE_ADDRESS_CODE) return error.message;
  return error.code ?? error.message.slice(0, 200);
}
