import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A reseller API key in the trade's usual shape: groups of upper-case hex. */
export function newApiKey(): string {
  const hex = randomBytes(16).toString('hex').toUpperCase();
  return hex.match(/.{4}/g)?.join('-') ?? hex;
}
