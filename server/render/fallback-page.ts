/**
 * The last-resort error document, for when React cannot even render the shell: static, localized,
 * no scripts, no details (RELIABILITY R21).
 */
import { createI18n } from '../../shared/i18n/instance.ts';
import type { Locale } from '../../shared/locales.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function fallbackErrorPage(
  locale: Locale,
  kind: 'server' | 'unavailable',
  stylesheets: string[],
): string {
  const t = createI18n(locale).t;
  const title = escapeHtml(t(`errors.${kind}.title`));
  const text = escapeHtml(t(`errors.${kind}.text`));
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${links}</head><body><main class="page"><h1>${title}</h1><p>${text}</p><p><a class="button button--primary" href="/${locale}">${escapeHtml(t('site.name'))}</a></p></main></body></html>`;
}
