import { HttpError } from 'react-admin';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * What the order form shows for a refused submission (spec section 8): the reply's `error`
 * (every bad line and why, or the missing credits), else undefined — the caller then shows
 * 'Error Network, try again...'.
 */
export const orderErrorText = (error: unknown): string | undefined => {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return undefined;
  // 422 bodies keep the server's reply under `laravel`; others are the reply itself.
  const reply = isRecord(error.body.laravel) ? error.body.laravel : error.body;
  return typeof reply.error === 'string' && reply.error !== '' ? reply.error : undefined;
};
