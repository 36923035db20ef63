import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DhruError } from './errors.js';

const parser = new XMLParser({
  ignoreAttributes: true,
  // Values stay text: an IMEI or an id with leading zeros must arrive as sent.
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
});

/** The <PARAMETERS> element, whatever the letter case and whatever HTML-ish output wraps it. */
const PARAMETERS_ELEMENT = /<parameters\b[^>]*?(?:\/>|>[\s\S]*<\/parameters\s*>)/i;

const brokenXml = (detail: string) =>
  new DhruError('Invalid parameters', `The parameters XML could not be read: ${detail}`);

/** Undoes the HTML escaping some clients apply to the whole document (`&lt;PARAMETERS&gt;`). */
function unescapeDocument(text: string): string {
  if (text.includes('<') || !/&lt;/i.test(text)) return text;
  return text
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#0*39;|&apos;/gi, "'");
}

/**
 * Reads `<PARAMETERS><ID>12</ID><IMEI>…</IMEI></PARAMETERS>` (as PHP's DOMDocument writes it,
 * possibly wrapped in HTML-ish output) into `{ID: '12', IMEI: '…'}`. Element names are returned
 * as written; a document without any PARAMETERS content (what the kit sends when there are no
 * parameters) is `{}`.
 */
export function readXmlParameters(raw: string): Record<string, unknown> {
  const text = unescapeDocument(raw);
  const match = PARAMETERS_ELEMENT.exec(text);
  if (!match) {
    if (/<parameters\b/i.test(text)) throw brokenXml('the PARAMETERS element is not closed.');
    const content = text.replace(/<!DOCTYPE[^>]*>|<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi, '').trim();
    if (content === '') return {};
    throw brokenXml('expected a <PARAMETERS> element.');
  }
  const element = match[0];
  const valid = XMLValidator.validate(element);
  if (valid !== true) throw brokenXml(valid.err.msg);
  const parsed: unknown = parser.parse(element);
  const root = parsed && typeof parsed === 'object' ? Object.values(parsed)[0] : undefined;
  if (root === '' || root === undefined) return {};
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    throw brokenXml('PARAMETERS must contain elements such as <ID>.');
  }
  return root as Record<string, unknown>;
}
