import { imeiProblem, shownInMessage } from './imei.js';

/** Most non-blank lines one bulk reply may carry (the order form's own limit). */
export const MAX_BULK_REPLY_LINES = 1000;

/** Most characters one line may have (the IMEI, the separator and the code or reason). */
export const MAX_BULK_REPLY_LINE_LENGTH = 500;

/** One pasted line, taken apart: its number in the text, the IMEI and the code (or reason). */
export interface BulkReplyLine {
  /** 1-based, counting blank lines too, so it is the line the admin sees in the box. */
  line: number;
  imei: string;
  /** What follows the separator, trimmed; '' when nothing does or the line is too long. */
  text: string;
  /** Why the line cannot be used whatever the action (bad IMEI, too long); undefined when it can. */
  problem?: string;
}

/**
 * The IMEI, then one separator (spaces or a tab, or a comma, semicolon or `|` with spaces
 * around it or not), then the rest of the line as the code. Only the first separator splits:
 * a code may hold commas or spaces of its own ("NCK: 1234, MEP: 5678").
 */
const LINE = /^([^\s,;|]*)\s*[,;|]?\s*(.*)$/s;

/** One non-blank line (already trimmed) taken apart. */
function parseLine(line: number, content: string): BulkReplyLine {
  const [, imei = '', text = ''] = LINE.exec(content) ?? [];
  if (content.length > MAX_BULK_REPLY_LINE_LENGTH) {
    return {
      line,
      imei: shownInMessage(imei),
      text: '',
      problem: `The line is too long: at most ${MAX_BULK_REPLY_LINE_LENGTH} characters, this one has ${content.length}.`,
    };
  }
  if (imei === '') {
    return { line, imei, text, problem: 'The line does not start with an IMEI.' };
  }
  const wrong = imeiProblem(imei);
  if (wrong) return { line, imei: shownInMessage(imei), text, problem: `Not an IMEI: ${wrong}.` };
  return { line, imei, text: text.trim() };
}

/**
 * The lines of a pasted bulk reply, blank lines left out (Windows and old Mac line ends too).
 * Each keeps its number in the text; a line that cannot be used says why in `problem`.
 */
export function parseBulkReplyLines(text: string): BulkReplyLine[] {
  const parsed: BulkReplyLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const content = raw.trim();
    if (content !== '') parsed.push(parseLine(index + 1, content));
  });
  return parsed;
}

/** How many non-blank lines the text has, without taking them apart (for the limit). */
export function countBulkReplyLines(text: string): number {
  let count = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) if (raw.trim() !== '') count += 1;
  return count;
}
