import { DhruError } from './errors.js';
import { readXmlParameters } from './xmlParameters.js';

/** What `parameters` held, and how it was written. */
export interface DecodedParameters {
  format: 'none' | 'xml' | 'json';
  value: Record<string, unknown>;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

const invalid = (detail: string) => new DhruError('Invalid parameters', detail);

function jsonObject(text: string, origin: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid(`The ${origin} are not valid JSON.`);
  }
  // PHP encodes an array keyed 0…n-1 as a list: [] is its "no parameters" (base64 "W10="), and
  // a bulk built with `$parameters[] = …` is a list whose references are 0, 1, …
  if (Array.isArray(parsed))
    return Object.fromEntries(parsed.map((item, at) => [String(at), item]));
  if (typeof parsed !== 'object' || parsed === null) {
    throw invalid(`The ${origin} must be a JSON object.`);
  }
  return parsed as Record<string, unknown>;
}

function decodeText(text: string, origin: string): DecodedParameters {
  if (text.startsWith('{') || text.startsWith('[')) {
    return { format: 'json', value: jsonObject(text, origin) };
  }
  return { format: 'xml', value: readXmlParameters(text) };
}

/**
 * Decodes `parameters` in any encoding DHRU clients use: XML (`<PARAMETERS>…`, also HTML-escaped
 * or wrapped in HTML), base64 of a JSON object (or of the XML), or plain JSON. Absent or blank
 * parameters are an empty object. Anything else is a DhruError saying what is wrong.
 */
export function decodeParameters(
  raw: string | Record<string, unknown> | undefined,
): DecodedParameters {
  if (raw === undefined) return { format: 'none', value: {} };
  if (typeof raw !== 'string') return { format: 'json', value: raw };
  const text = raw.trim();
  if (text === '') return { format: 'none', value: {} };
  if (text.startsWith('<') || text.startsWith('{') || text.startsWith('[') || /^&lt;/i.test(text)) {
    return decodeText(text, 'parameters');
  }
  // Base64, possibly split over lines; a '+' sent unescaped in a form body arrives as a space.
  const base64 = text.replace(/[\r\n\t]/g, '').replace(/ /g, '+');
  if (!BASE64.test(base64) || base64.replace(/=+$/, '').length % 4 === 1) {
    throw invalid('The parameters are neither XML, JSON nor base64-encoded JSON.');
  }
  const decoded = Buffer.from(
    base64,
    base64.includes('-') || base64.includes('_') ? 'base64url' : 'base64',
  )
    .toString('utf8')
    .trim();
  if (!decoded.startsWith('{') && !decoded.startsWith('[') && !decoded.startsWith('<')) {
    throw invalid('The base64-decoded parameters are not JSON.');
  }
  return decodeText(decoded, 'base64-decoded parameters');
}

/** The keys of a parameters object upper-cased (`id` → `ID`), as the kit writes them. */
export function upperCaseKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key.toUpperCase(), item]));
}
