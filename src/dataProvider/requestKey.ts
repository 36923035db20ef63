/**
 * A new key for one intended request (a top-up), sent as `Idempotency-Key`: 128 random bits in
 * hex. `crypto.getRandomValues`, unlike `randomUUID`, also works on a shop served over plain
 * HTTP on its own network.
 */
export const newRequestKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
