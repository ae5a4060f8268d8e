/**
 * The accounts mails, in the language of the page they were asked from, as plain text and HTML. Texts
 * are interface strings (`auth.json` › `mail`, tested for ru/en parity); every link is built on the
 * configured public origin, never on a request's `Host` (docs/rules.md R13).
 */
import { createI18n } from '../../shared/i18n/instance.ts';
import type { Locale } from '../../shared/locales.ts';
import type { MailMessage } from './mailer.ts';

export type MailKind = 'confirm' | 'exists' | 'reset' | 'changed' | 'cardAccess';

export interface MailInput {
  kind: MailKind;
  to: string;
  locale: Locale;
  /** The recipient's first name, when known. */
  name: string;
  /** Absolute link the message is about. */
  link: string;
}

/** Text made safe inside HTML and its attributes (the digest's mail uses it too, `api/follows`). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function html(
  site: string,
  lines: { greeting: string; body: string; action: string; note: string },
  link: string,
) {
  const safeLink = escapeHtml(link);
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#faf6ef;font-family:'PT Sans',Arial,sans-serif;color:#1d1a16">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fffdf9;border:1px solid #e3d9c8;border-radius:12px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-family:'PT Serif',Georgia,serif;font-size:20px;font-weight:700">${escapeHtml(site)}</p>
<p style="margin:0 0 16px;font-size:17px;line-height:1.6">${escapeHtml(lines.greeting)}</p>
<p style="margin:0 0 24px;font-size:17px;line-height:1.6">${escapeHtml(lines.body)}</p>
<p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;padding:12px 24px;background:#8f2d2a;color:#faf6ef;border-radius:999px;text-decoration:none;font-weight:700">${escapeHtml(lines.action)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#5f574c;word-break:break-all">${safeLink}</p>
<p style="margin:16px 0 0;font-size:14px;color:#5f574c">${escapeHtml(lines.note)}</p>
</td></tr></table>
</body></html>`;
}

/** What one mail says: its subject, its lines around the one link, and the note under it. */
export interface MailLines {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  note: string;
}

/** A mail from its lines, as plain text and HTML (other domains' mails use it too: `api/access`). */
export function renderMail(
  input: { to: string; kind: string; link: string; site: string },
  lines: MailLines,
): MailMessage {
  const text = [
    lines.greeting,
    '',
    lines.body,
    '',
    `${lines.action}: ${input.link}`,
    '',
    lines.note,
    '',
    input.site,
  ].join('\n');
  return {
    to: input.to,
    subject: lines.subject,
    text,
    html: html(input.site, lines, input.link),
    link: input.link,
    kind: input.kind,
  };
}

export function composeMail(input: MailInput): MailMessage {
  const { t } = createI18n(input.locale);
  const site = t('common:site.name');
  const key = (part: string) => `auth:mail.${input.kind}.${part}`;
  return renderMail(
    { to: input.to, kind: input.kind, link: input.link, site },
    {
      subject: t(key('subject'), { site }),
      greeting: input.name ? t('auth:mail.greetingNamed', { name: input.name }) : t('auth:mail.greeting'),
      body: t(key('body'), { site }),
      action: t(key('action')),
      note: t(key('note')),
    },
  );
}
