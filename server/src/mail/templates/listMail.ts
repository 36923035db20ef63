import { escapeHtml, htmlDocument, link, paragraph } from './html.js';
import { type MailLocale, type RenderedMail, SHOP_NAME } from './locale.js';

/** Lines listed in one mail; the rest are counted. */
const LISTED = 50;

/**
 * An admin's alert that lists things (orders late, services priced above): an introduction, at
 * most 50 lines and a count of the rest, a link to where they are handled, and the footer that
 * says why the admin gets it. As plain text and as HTML (every value escaped).
 */
export function listMail(
  locale: MailLocale,
  content: {
    subject: string;
    intro: string;
    lines: string[];
    /** "…and 3 more." */
    more: (count: number) => string;
    /** The words before the link. */
    action: string;
    url: string;
    footer: string;
  },
): RenderedMail {
  const lines = content.lines.slice(0, LISTED);
  if (content.lines.length > LISTED) lines.push(content.more(content.lines.length - LISTED));
  const text = [
    content.intro,
    '',
    ...lines,
    '',
    `${content.action} ${content.url}`,
    '',
    `-- \n${SHOP_NAME}: ${content.footer}`,
  ].join('\n');
  const body = [
    paragraph(content.intro),
    `<ul style="margin:0 0 16px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p style="margin:0 0 16px">${escapeHtml(content.action)} ${link(content.url)}</p>`,
  ].join('\n');
  const html = htmlDocument({
    lang: locale,
    title: content.subject,
    body,
    footer: content.footer,
  });
  return { subject: content.subject, text, html };
}
