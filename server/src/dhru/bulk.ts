import { type DhruOutcome, errorPart } from './envelope.js';
import { DhruError } from './errors.js';
import type { DecodedParameters } from './parameters.js';
import { upperCaseKeys } from './parameters.js';

/** Most references in one bulk request, as many IMEIs as one web submission. */
export const MAX_BULK_REFERENCES = 1000;

/**
 * The keys of the answer's own envelope: a bulk answer puts each reference beside them, so a
 * reference named like one would be read as it (a DHRU client checks for ERROR, then reads
 * SUCCESS[0]: an order placed under the reference "ERROR" would read as a refused request).
 */
const ENVELOPE_KEYS: ReadonlySet<string> = new Set(['apiversion', 'ERROR', 'SUCCESS']);

/**
 * The references of a bulk request (`{"ref": {"ID": …, …}}`, base64 JSON or JSON), in the
 * caller's order, each entry as sent. The request as a whole is refused when it is not such an
 * object or holds too many references.
 */
export function bulkReferences(parameters: DecodedParameters): Array<[string, unknown]> {
  if (parameters.format === 'xml') {
    throw new DhruError(
      'Invalid parameters',
      'Bulk actions take base64-encoded JSON keyed by your references: {"ref": {"ID": …}}.',
    );
  }
  const entries = Object.entries(parameters.value);
  if (entries.length === 0) {
    throw new DhruError('Invalid parameters', 'Send at least one reference in parameters.');
  }
  if (entries.length > MAX_BULK_REFERENCES) {
    throw new DhruError(
      'Too many references',
      `At most ${MAX_BULK_REFERENCES} references per request; this one has ${entries.length}.`,
    );
  }
  const reserved = entries.find(([reference]) => ENVELOPE_KEYS.has(reference));
  if (reserved) {
    throw new DhruError('Invalid parameters', `"${reserved[0]}" cannot be used as a reference.`);
  }
  return entries;
}

/**
 * One reference's entry with upper-cased keys. A bare value stands for `{[bareKey]: value}` when
 * the action allows it (`{"ref": "123"}` for a status query); otherwise it is refused.
 */
export function referenceEntry(
  entry: unknown,
  example: string,
  bareKey?: string,
): Record<string, unknown> {
  if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
    return upperCaseKeys(entry as Record<string, unknown>);
  }
  if (bareKey !== undefined && (typeof entry === 'string' || typeof entry === 'number')) {
    return { [bareKey]: entry };
  }
  throw new DhruError('Invalid reference', `Each reference must be an object such as ${example}.`);
}

/**
 * Runs `read` on each reference's entry: what it returns is kept, a DhruError becomes that
 * reference's ERROR. Anything else is a real failure and propagates.
 */
export function perReference<T>(
  entries: Array<[string, unknown]>,
  read: (entry: unknown) => T,
): { accepted: Array<{ reference: string; value: T }>; refused: Map<string, DhruOutcome> } {
  const accepted: Array<{ reference: string; value: T }> = [];
  const refused = new Map<string, DhruOutcome>();
  for (const [reference, entry] of entries) {
    try {
      accepted.push({ reference, value: read(entry) });
    } catch (error) {
      if (!(error instanceof DhruError)) throw error;
      refused.set(reference, error.toPart());
    }
  }
  return { accepted, refused };
}

/** The outcomes in the caller's order of references. */
export function inCallerOrder(
  entries: Array<[string, unknown]>,
  outcomes: Map<string, DhruOutcome>,
): Record<string, DhruOutcome> {
  return Object.fromEntries(
    entries.map(([reference]) => [
      reference,
      outcomes.get(reference) ?? errorPart('Not processed'),
    ]),
  );
}
