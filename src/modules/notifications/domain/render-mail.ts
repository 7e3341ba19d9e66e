import type { LocalizedMail } from '../contracts/send-mail.command.js';
import { msg, translate } from '#i18n';

export const PRODUCT_NAME = 'Spockout';

/** What a message needs to know about the site it comes from. */
export interface MailSite {
  /** PUBLIC_URL: scheme, host and any base path, no trailing slash. */
  publicUrl: string;
}

export type MailContent = Pick<LocalizedMail, 'subject' | 'paragraphs' | 'action' | 'footnote' | 'locale'>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BUTTON_FALLBACK = msg({ message: 'If the button does not work, copy this address into your browser:' });

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or a double-quoted attribute value: nothing in it can open a tag or leave the attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Where an action's path leads: always under PUBLIC_URL, so a mail can only ever link to this site. */
export function actionUrl(site: MailSite, path: string): string {
  return `${site.publicUrl}${path}`;
}

const paragraphHtml = (text: string, style: string) =>
  `<p style="${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>\n')}</p>`;

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const BODY_TEXT = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#212529';
const SMALL_TEXT = 'margin:24px 0 0;font-size:14px;line-height:1.5;color:#495057';
const BUTTON =
  'display:inline-block;padding:12px 20px;border-radius:6px;background:#1864ab;color:#ffffff;' +
  'font-size:16px;font-weight:600;text-decoration:none';

function textPart(content: MailContent, site: MailSite): string {
  const blocks = [...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${actionUrl(site, content.action.path)}`);
  if (content.footnote) blocks.push(content.footnote);
  // "-- " (with its space) is the signature separator mail programs recognise.
  blocks.push(`-- \n${PRODUCT_NAME}\n${site.publicUrl}`);
  return `${blocks.join('\n\n')}\n`;
}

function htmlPart(content: MailContent, site: MailSite): string {
  const body = content.paragraphs.map((p) => paragraphHtml(p, BODY_TEXT));
  if (content.action) {
    const href = escapeHtml(actionUrl(site, content.action.path));
    body.push(
      `<p style="margin:24px 0"><a href="${href}" style="${BUTTON}">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="${SMALL_TEXT}">${escapeHtml(translate(content.locale ?? 'en', BUTTON_FALLBACK))}<br>\n` +
        `<a href="${href}" style="color:#1864ab;word-break:break-all">${href}</a></p>`,
    );
  }
  if (content.footnote) body.push(paragraphHtml(content.footnote, SMALL_TEXT));
  const site_ = escapeHtml(site.publicUrl);
  return [
    '<!DOCTYPE html>',
    `<html lang="${content.locale ?? 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:24px 12px;background:#f1f3f5;${FONT}">`,
    '<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;border-radius:8px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#212529">${PRODUCT_NAME}</p>`,
    ...body,
    '</div>',
    `<p style="margin:16px 0 0;text-align:center;font-size:12px;color:#495057">${PRODUCT_NAME} · ` +
      `<a href="${site_}" style="color:#495057">${site_}</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * A message as it is sent: a plain-text part and an HTML part saying the same, each carrying the product's
 * name and the site's address. Every value is escaped into the HTML, so text a player typed (a username, a
 * tournament's name) is shown, never run. Nothing is fetched when the mail is opened: no image, no remote
 * style sheet, no tracking pixel, and the links are the site's own addresses, not rewritten through a tracker.
 */
export function renderMail(content: MailContent, site: MailSite): RenderedMail {
  return { subject: content.subject, text: textPart(content, site), html: htmlPart(content, site) };
}
