import { DhruError } from './errors.js';

/** Largest order id (bigint) a JavaScript number carries exactly. */
const MAX_ID = Number.MAX_SAFE_INTEGER;

/** One text parameter (`ID`, `IMEI`): numbers are taken as written, lists and objects refused. */
export function textParameter(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new DhruError(`Invalid ${name}`, `The ${name} parameter must hold one value.`);
}

/** A required id parameter: a positive whole number, as text or number. */
export function idParameter(
  params: Record<string, unknown>,
  name: string,
  what: string,
  max = MAX_ID,
): number {
  const text = textParameter(params, name);
  if (text === undefined || text === '') {
    throw new DhruError(`Parameter '${name}' Required`, `Send the ${what} in ${name}.`);
  }
  const id = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > max) {
    throw new DhruError(
      `Invalid ${name}`,
      `The ${name} parameter must be a ${what}, got "${text.slice(0, 40)}".`,
    );
  }
  return id;
}

/** A required IMEI parameter, as text; its checks are the orders domain's. */
export function imeiParameter(params: Record<string, unknown>): string {
  const imei = textParameter(params, 'IMEI');
  if (imei === undefined || imei === '') {
    throw new DhruError("Parameter 'IMEI' Required", 'Send the IMEI to unlock in IMEI.');
  }
  return imei;
}

/** Largest service id (an `integer` column); anything above is unknown, not a database error. */
export const MAX_SERVICE_ID = 2_147_483_647;
