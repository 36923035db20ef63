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

/** Longest detail an answer repeats: the parser's message quotes the culprit, which may be huge. */
const MAX_DETAIL_LENGTH = 200;

const brokenXml = (detail: string) =>
  new DhruError(
    'Invalid parameters',
    `The parameters XML could not be read: ${
      detail.length > MAX_DETAIL_LENGTH ? `${detail.slice(0, MAX_DETAIL_LENGTH)}…` : detail
    }`,
  );

const OPENING = '<parameters';

/** Deepest nesting a parameters document may have; real ones are two levels deep. */
export const MAX_XML_DEPTH = 16;

/**
 * Most elements a parameters document may have. XML carries one order's parameters (a bulk comes
 * as base64 JSON): an ID, an IMEI and a few custom fields. The parser took 0.2–0.5 s on the
 * 65,000 empty elements the size limit lets in.
 */
export const MAX_XML_ELEMENTS = 1000;

/** Element names that would reach an object's prototype once parsed. */
const PROTOTYPE_NAMES = /<\/?\s*(__proto__|constructor|prototype)[\s/>]/i;
const CLOSING = '</parameters';

/**
 * The <PARAMETERS> element, whatever the letter case and whatever HTML-ish output wraps it:
 * the text from its opening tag to the end of its last closing tag; `''` for a self-closed one;
 * undefined when there is none. Plain index searches, linear in the length of the text.
 */
function parametersElement(text: string): string | undefined {
  // ASCII-only lower case keeps every index valid in the original text.
  const lower = text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  let start = lower.indexOf(OPENING);
  while (start !== -1 && !/[\s/>]/.test(lower.charAt(start + OPENING.length))) {
    start = lower.indexOf(OPENING, start + 1);
  }
  if (start === -1) return undefined;
  const openEnd = lower.indexOf('>', start);
  if (openEnd === -1) throw brokenXml('the PARAMETERS element is not closed.');
  if (lower.charAt(openEnd - 1) === '/') return '';
  const closeStart = lower.lastIndexOf(CLOSING);
  const closeEnd = closeStart > openEnd ? lower.indexOf('>', closeStart) : -1;
  if (closeEnd === -1) throw brokenXml('the PARAMETERS element is not closed.');
  return text.slice(start, closeEnd + 1);
}

/** True when the text has something besides tags and white space (linear scan). */
function hasTextOutsideTags(text: string): boolean {
  let inTag = false;
  for (const char of text) {
    if (char === '<') inTag = true;
    else if (char === '>') inTag = false;
    else if (!inTag && char.trim() !== '') return true;
  }
  return false;
}

/**
 * Declarations are refused outright: an entity (internal or external) anywhere, and any DOCTYPE
 * inside the PARAMETERS element. The HTML page some kits wrap the document in may keep its plain
 * `<!DOCTYPE html …>` — outside the element and without an internal subset, it declares nothing.
 */
function refuseDeclarations(text: string, element: string): void {
  if (/<!DOCTYPE/i.test(element)) {
    throw brokenXml('a DOCTYPE is not accepted inside PARAMETERS.');
  }
  if (/<!ENTITY/i.test(text)) {
    throw brokenXml('entity declarations are not accepted.');
  }
  const doctype = /<!DOCTYPE[^>]*/i.exec(text);
  if (doctype?.[0].includes('[')) {
    throw brokenXml('a DOCTYPE with declarations is not accepted.');
  }
}

/** What one pass over a document's tags found. */
export interface NestingScan {
  /** The deepest level of elements reached (the PARAMETERS element itself is level 1). */
  deepest: number;
  /** How many elements open (self-closing ones too), PARAMETERS included. */
  elements: number;
  /**
   * Characters the searches read. The scan never reads a character twice, so this is at most the
   * length of the text: the work is linear however the tags are arranged.
   */
  scanned: number;
}

/**
 * Measures how deep the elements of a document nest: `</…` closes a level, `<!…` and `<?…` open
 * none, and any other tag opens one unless it ends in `/>`. After an opening tag the search
 * resumes past its `>`: searching for the `>` again from each `<` inside the same tag is what
 * made a run of 262,000 `<` cost 3·10^10 comparisons. The `<` skipped that way lie inside a tag,
 * where well-formed XML has none, so the validator refuses any such document whatever depth is
 * reported for it.
 */
export function scanNesting(element: string): NestingScan {
  let depth = 0;
  let deepest = 0;
  let elements = 0;
  let scanned = 0;
  let from = 0;
  while (from < element.length) {
    const at = element.indexOf('<', from);
    if (at === -1) {
      scanned += element.length - from;
      break;
    }
    scanned += at + 1 - from;
    from = at + 1;
    const next = element.charAt(at + 1);
    if (next === '/') depth -= 1;
    else if (next !== '!' && next !== '?') {
      const end = element.indexOf('>', from);
      // Without a '>' further on, no later tag can open a level either.
      if (end === -1) {
        scanned += element.length - from;
        break;
      }
      scanned += end + 1 - from;
      from = end + 1;
      elements += 1;
      if (element.charAt(end - 1) !== '/') {
        depth += 1;
        deepest = Math.max(deepest, depth);
      }
    }
  }
  return { deepest, elements, scanned };
}

/**
 * Refuses documents nested deeper than MAX_XML_DEPTH or with more than MAX_XML_ELEMENTS elements,
 * in one linear scan of the tags, before the parser reads them.
 */
function refuseDeepNesting(element: string): void {
  const scan = scanNesting(element);
  if (scan.deepest > MAX_XML_DEPTH) {
    throw brokenXml(`the elements are nested too deep (more than ${MAX_XML_DEPTH} levels).`);
  }
  if (scan.elements > MAX_XML_ELEMENTS) {
    throw brokenXml(`there are more than ${MAX_XML_ELEMENTS} elements.`);
  }
}

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
  const element = parametersElement(text);
  refuseDeclarations(text, element ?? '');
  if (element === undefined) {
    if (hasTextOutsideTags(text)) throw brokenXml('expected a <PARAMETERS> element.');
    return {};
  }
  if (element === '') return {};
  refuseDeepNesting(element);
  if (PROTOTYPE_NAMES.test(element)) {
    throw brokenXml('element names such as __proto__ are not accepted.');
  }
  const valid = XMLValidator.validate(element);
  if (valid !== true) throw brokenXml(valid.err.msg);
  let parsed: unknown;
  try {
    parsed = parser.parse(element);
  } catch (error) {
    throw brokenXml(error instanceof Error ? error.message : 'unreadable XML.');
  }
  const root = parsed && typeof parsed === 'object' ? Object.values(parsed)[0] : undefined;
  if (root === '' || root === undefined) return {};
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    throw brokenXml('PARAMETERS must contain elements such as <ID>.');
  }
  return root as Record<string, unknown>;
}
