/**
 * The site's static error document: for when React cannot even render the shell, and for errors
 * answered before any page renders (a malformed address, a 414, a 429…). Static, localized, no
 * scripts, no details (docs/rules.md R21).
 */
import { createI18n } from '../../shared/i18n/instance.ts';
import type { Locale } from '../../shared/locales.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Each kind's title and text: the page errors of `common`, the request errors of `http`. */
const TEXTS = {
  server: 'errors.server',
  unavailable: 'errors.unavailable',
  notFound: 'errors.notFound',
  badRequest: 'http:page.badRequest',
  tooLarge: 'http:page.tooLarge',
  tooManyRequests: 'http:page.tooManyRequests',
} as const;

export type ErrorPageKind = keyof typeof TEXTS;

export function fallbackErrorPage(
  locale: Locale,
  kind: ErrorPageKind,
  stylesheets: string[],
  /** A refusal that knows its wait says it: "try again in 12 seconds". */
  { retryAfterSeconds }: { retryAfterSeconds?: number } = {},
): string {
  const t = createI18n(locale).t;
  const title = escapeHtml(t(`${TEXTS[kind]}.title`));
  const text = escapeHtml(
    retryAfterSeconds === undefined
      ? t(`${TEXTS[kind]}.text`)
      : t(`${TEXTS[kind]}.textSeconds`, { count: retryAfterSeconds }),
  );
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${links}</head><body><main class="page"><h1>${title}</h1><p>${text}</p><p><a class="button button--primary" href="/${locale}">${escapeHtml(t('site.name'))}</a></p></main></body></html>`;
}
