/** The HTML side of the mails: every value escaped, one simple frame around the content. */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

/** A paragraph of escaped text. */
export const paragraph = (text: string): string =>
  `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

/** A link whose address and text are both escaped; only http(s) addresses are linked. */
export const link = (url: string, text: string = url): string =>
  /^https?:\/\//i.test(url)
    ? `<a href="${escapeHtml(url)}" style="color:#1565c0">${escapeHtml(text)}</a>`
    : escapeHtml(text);

/** The whole document: language, title, a narrow readable column, a footer line. */
export function htmlDocument(options: {
  lang: string;
  title: string;
  body: string;
  footer: string;
}): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(options.lang)}">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(options.title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#212121;font-size:15px;line-height:1.5">',
    '<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.title)}</h1>`,
    options.body,
    `<p style="margin:24px 0 0;color:#757575;font-size:13px">${escapeHtml(options.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
}
