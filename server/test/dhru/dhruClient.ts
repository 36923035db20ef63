import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Escapes text the way PHP's DOM does for element content. */
function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `parameters` as the official PHP kit builds it: a DOMDocument with a PARAMETERS element and one
 * upper-cased child per key, written out with saveHTML() (which ends in a newline; an empty
 * document when there are no parameters).
 */
export function kitXml(params: Record<string, string | number> = {}): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return '\n';
  const children = entries
    .map(([key, value]) => `<${key.toUpperCase()}>${xmlText(String(value))}</${key.toUpperCase()}>`)
    .join('');
  return `<PARAMETERS>${children}</PARAMETERS>\n`;
}

/** Bulk parameters as newer DHRU servers send them: base64 of a JSON object keyed by reference. */
export function base64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/** A multipart/form-data body as curl writes it for a PHP array in CURLOPT_POSTFIELDS. */
export function multipartBody(fields: Record<string, string>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `------------------------${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type BodyEncoding = 'multipart' | 'urlencoded' | 'json';

export interface DhruCall {
  username: string;
  apiKey: string;
  action: string;
  parameters?: string;
  encoding?: BodyEncoding;
  url?: string;
  ip?: string;
}

export function encodeFields(
  fields: Record<string, string>,
  encoding: BodyEncoding,
): { payload: string | Buffer; headers: Record<string, string> } {
  if (encoding === 'multipart') return multipartBody(fields);
  if (encoding === 'json') {
    return { payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
  }
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** Posts one DHRU request the way a reseller's server does (multipart unless told otherwise). */
export function dhruRequest(app: FastifyInstance, call: DhruCall): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> = {
    username: call.username,
    apiaccesskey: call.apiKey,
    action: call.action,
    requestformat: 'JSON',
  };
  if (call.parameters !== undefined) fields.parameters = call.parameters;
  const { payload, headers } = encodeFields(fields, call.encoding ?? 'multipart');
  return app.inject({
    method: 'POST',
    url: call.url ?? '/api/index.php',
    payload,
    headers,
    ...(call.ip ? { remoteAddress: call.ip } : {}),
  });
}
