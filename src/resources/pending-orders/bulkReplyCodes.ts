/**
 * The IMEI, then one separator (spaces or a tab, or a comma, semicolon or `|` with spaces around
 * it or not), then the rest of the line: the code (or reason). As the server takes a line apart
 * (server/src/domain/orders/bulkReplyLines.ts): only the first separator splits.
 */
const LINE = /^([^\s,;|]*)\s*[,;|]?\s*(.*)$/s;

/**
 * Each pasted line's code (or reason) by its line number (1-based, blank lines counted, as the
 * server numbers them): the server's answer names the line but not its code, so the preview
 * shows the code from the text that was sent.
 */
export const codesOfLines = (text: string): Map<number, string> => {
  const codes = new Map<number, string>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const content = raw.trim();
    if (content === '') return;
    const [, , code = ''] = LINE.exec(content) ?? [];
    codes.set(index + 1, code.trim());
  });
  return codes;
};
