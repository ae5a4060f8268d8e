/**
 * The digest mail (docs/follows.md#the-digest) in the reader's language: every new item with its
 * picture (loaded from the site, an absolute address on the public origin), its title, why it is there
 * and its link; a plain-text part saying the same; the visible one-click unsubscribe link and the
 * `List-Unsubscribe` / `List-Unsubscribe-Post` headers of RFC 8058 (docs/follows.md#leaving). Every
 * link is built on the configured public origin, never on a request's `Host` (docs/rules.md R13).
 */
import { MEDIA_URL_PREFIX } from '../../shared/html/policy.ts';
import { createI18n } from '../../shared/i18n/instance.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/href.ts';
import type { NewsItem } from '../../shared/schemas/follows.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/messages.ts';

export interface DigestMailInput {
  to: string;
  name: string;
  locale: Locale;
  items: readonly NewsItem[];
  publicOrigin: string;
  /** The signed one-click token (`unsubscribe-token.ts`). */
  token: string;
  /** A preview to an administrator says so in its subject. */
  preview?: boolean;
}

/** The visible link and the `List-Unsubscribe` address: the site's unsubscribe page, token in the query. */
export function unsubscribeLink(publicOrigin: string, locale: Locale, token: string): string {
  return `${publicOrigin}${href('digest-unsubscribe', locale)}?token=${encodeURIComponent(token)}`;
}

function entry(item: NewsItem, origin: string, locale: Locale) {
  const card = item.type === 'material' ? item.material : item.course;
  const link =
    item.type === 'material'
      ? `${origin}${href('material', locale, { slug: card.slug })}`
      : `${origin}${href('course', locale, { slug: card.slug })}`;
  return {
    title: card.title,
    snippet: card.snippet,
    image: `${origin}${MEDIA_URL_PREFIX}${card.preview}`,
    link,
  };
}

export function composeDigest(input: DigestMailInput): MailMessage {
  const { t } = createI18n(input.locale);
  const site = t('common:site.name');
  const origin = input.publicOrigin;
  const unsubscribe = unsubscribeLink(origin, input.locale, input.token);
  const manage = `${origin}${href('profile-follows', input.locale)}`;
  const greeting = input.name
    ? t('follows:mail.greetingNamed', { name: input.name })
    : t('follows:mail.greeting');
  const subject = `${input.preview ? `[${t('follows:mail.preview')}] ` : ''}${t('follows:mail.subject', {
    site,
    count: input.items.length,
  })}`;
  const entries = input.items.map((item) => ({
    ...entry(item, origin, input.locale),
    because: t('follows:mail.because', { name: item.reason.label }),
  }));

  const text = [
    greeting,
    '',
    t('follows:mail.intro'),
    '',
    ...entries.flatMap((e) => [`* ${e.title}`, `  ${e.because}`, `  ${e.link}`, '']),
    t('follows:mail.why', { site }),
    `${t('follows:mail.manage')}: ${manage}`,
    `${t('follows:mail.unsubscribe')}: ${unsubscribe}`,
  ].join('\n');

  const rows = entries
    .map(
      (e) => `<tr><td style="padding:0 0 24px">
<a href="${escapeHtml(e.link)}" style="text-decoration:none;color:#1d1a16">
<img src="${escapeHtml(e.image)}" width="496" alt="" style="display:block;width:100%;max-width:496px;height:auto;border-radius:8px;margin:0 0 12px">
<span style="display:block;font-family:'PT Serif',Georgia,serif;font-size:19px;font-weight:700;line-height:1.3">${escapeHtml(e.title)}</span></a>
<p style="margin:6px 0 4px;font-size:15px;line-height:1.5;color:#3d372f">${escapeHtml(e.snippet)}</p>
<p style="margin:0;font-size:13px;color:#8f2d2a">${escapeHtml(e.because)}</p>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}"><body style="margin:0;padding:24px;background:#faf6ef;font-family:'PT Sans',Arial,sans-serif;color:#1d1a16">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fffdf9;border:1px solid #e3d9c8;border-radius:12px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-family:'PT Serif',Georgia,serif;font-size:20px;font-weight:700">${escapeHtml(site)}</p>
<p style="margin:0 0 8px;font-size:17px;line-height:1.6">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;font-size:17px;line-height:1.6">${escapeHtml(t('follows:mail.intro'))}</p>
<table role="presentation" width="100%">
${rows}
</table>
<p style="margin:16px 0 8px;font-size:14px;color:#5f574c">${escapeHtml(t('follows:mail.why', { site }))}</p>
<p style="margin:0 0 8px;font-size:14px"><a href="${escapeHtml(manage)}" style="color:#8f2d2a">${escapeHtml(t('follows:mail.manage'))}</a></p>
<p style="margin:0;font-size:14px"><a href="${escapeHtml(unsubscribe)}" style="color:#8f2d2a">${escapeHtml(t('follows:mail.unsubscribe'))}</a></p>
</td></tr></table>
</body></html>`;

  return {
    to: input.to,
    subject,
    text,
    html,
    link: unsubscribe,
    kind: input.preview ? 'digest-preview' : 'digest',
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
