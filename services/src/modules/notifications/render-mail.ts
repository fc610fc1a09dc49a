// A queued message as the e-mail that is sent: subject, plain-text and HTML parts in the
// recipient's language. The catalog's texts are trusted; every value put into the HTML part
// is escaped (names, addresses and links come from visitors and the configuration).
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MailLocale } from '@minesite/shared/contract';
import { MAIL_CATALOGS, type MailCatalog } from './mail-catalog.js';
import type { MailData, MailDocument, MailValue } from './mail-queue.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const TAGS: Record<MailLocale, string> = { zh: 'zh-CN', en: 'en', es: 'es', ru: 'ru' };
const cache = createIntlCache();
const intls = new Map<MailLocale, IntlShape>();

function intlFor(locale: MailLocale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: TAGS[locale], messages: MAIL_CATALOGS[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

export function renderMail(
  message: Pick<MailDocument, 'event' | 'data'> & Partial<Pick<MailDocument, 'audience'>>,
  locale: MailLocale,
  siteUrl: string,
): RenderedMail {
  const intl = intlFor(locale);
  // Mails queued before rails were named speak of Bitcoin.
  const values = plainValues({ chain: 'bitcoin', ...message.data }, locale);
  const format = (id: keyof MailCatalog, vals: Record<string, string>) =>
    intl.formatMessage({ id }, vals);
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));

  const subject = format(`${message.event}.subject`, values);
  const lines = format(`${message.event}.body`, values).split('\n');
  const htmlLines = format(`${message.event}.body`, escaped).split('\n');
  const { link, linkId } = linkOf(message, siteUrl);
  const footer = format('footer', { site: siteUrl });

  const text = [...lines, ...(link ? ['', format(linkId, { link })] : []), '', footer];
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    `<html lang="${TAGS[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...htmlLines.map((line) => `<p>${line}</p>`),
    ...(link ? [`<p>${format(linkId, { link: `<a href="${href}">${href}</a>` })}</p>`] : []),
    `<p style="color:#888">${format('footer', { site: escapeHtml(siteUrl) })}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text: text.join('\n'), html };
}

/**
 * The one link a message ends with: a buyer's own order page (the full id is theirs), else the
 * admin for the operator. A buyer's message never carries an admin link, whatever its data.
 */
function linkOf(
  message: Pick<MailDocument, 'data'> & Partial<Pick<MailDocument, 'audience'>>,
  siteUrl: string,
): { link: string; linkId: 'adminLink' | 'orderLink' } {
  const { adminPath, orderPath } = message.data;
  if (message.audience === 'buyer') {
    return { link: typeof orderPath === 'string' ? siteUrl + orderPath : '', linkId: 'orderLink' };
  }
  return { link: typeof adminPath === 'string' ? siteUrl + adminPath : '', linkId: 'adminLink' };
}

/** Each value as text in `locale`: a name given per language in that language. */
function plainValues(data: MailData, locale: MailLocale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, textOf(value, locale)]),
  );
}

function textOf(value: MailValue, locale: MailLocale): string {
  if (typeof value === 'string') return value || '—';
  if (typeof value === 'number') return String(value);
  return value[locale] || value.en || value.zh || Object.values(value).find(Boolean) || '—';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
