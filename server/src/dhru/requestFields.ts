import { AUTHENTICATION_FAILED, DhruError } from './errors.js';

/** Longest `parameters` accepted: far above a 1,000-reference bulk (about 100 KB). */
export const MAX_PARAMETERS_LENGTH = 256 * 1024;

/** The form fields of one DHRU request, checked for presence and type. */
export interface DhruRequestFields {
  username: string;
  apiKey: string;
  action: string;
  /** Raw `parameters`: a string (XML, base64 JSON or JSON), or an object from a JSON body. */
  parameters: string | Record<string, unknown> | undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)
  );
}

/** One text field: numbers are tolerated (JSON bodies), repeated fields and files are not. */
function textField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    // PostgreSQL cannot store or compare text with NUL: refused here, never a server error.
    if (value.includes('\u0000')) {
      throw new DhruError(`Invalid field: ${name}`, `The field ${name} must not contain NUL.`);
    }
    return value;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    throw new DhruError(
      `Invalid field: ${name}`,
      `The field ${name} must hold one value, not a list.`,
    );
  }
  throw new DhruError(`Invalid field: ${name}`, `The field ${name} must be text.`);
}

/** A form body that arrived with another text content type (e.g. text/plain) read as a form. */
function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
}

/**
 * Reads `username`, `apiaccesskey`, `action`, `requestformat` and `parameters` from a parsed
 * urlencoded, multipart or JSON body. Throws a DhruError naming the field that is wrong.
 */
export function readRequestFields(body: unknown): DhruRequestFields {
  const fields = isPlainObject(body) ? body : typeof body === 'string' ? formFields(body) : {};
  const username = textField(fields, 'username')?.trim() ?? '';
  const apiKey = textField(fields, 'apiaccesskey')?.trim() ?? '';
  if (username === '' || apiKey === '') {
    throw new DhruError(
      AUTHENTICATION_FAILED,
      'The username and apiaccesskey fields are required.',
    );
  }
  const action = textField(fields, 'action')?.trim().toLowerCase() ?? '';
  const format = textField(fields, 'requestformat')?.trim() ?? '';
  if (format !== '' && format.toUpperCase() !== 'JSON') {
    throw new DhruError('Invalid requestformat', 'Only requestformat JSON is supported.');
  }
  const rawParameters = fields.parameters;
  const parameters = isPlainObject(rawParameters) ? rawParameters : textField(fields, 'parameters');
  if (typeof parameters === 'string' && parameters.length > MAX_PARAMETERS_LENGTH) {
    throw new DhruError(
      'Parameters too large',
      `The parameters field holds at most ${MAX_PARAMETERS_LENGTH} characters.`,
    );
  }
  return { username, apiKey, action, parameters };
}
