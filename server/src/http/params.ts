import { NotFoundError } from '../domain/errors.js';

/** A path id as a database id; anything but a positive whole number is a 404. */
export function recordId(value: string, what: string): number {
  if (!/^\d{1,10}$/.test(value)) throw new NotFoundError(what);
  const id = Number(value);
  if (id < 1 || id > 2_147_483_647) throw new NotFoundError(what);
  return id;
}
