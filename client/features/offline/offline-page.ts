/**
 * The page the offline worker answers with when the network is gone and the address was not kept
 * (docs/offline.md#the-offline-page): in the reader's language, listing what is kept, each a plain
 * link (a full navigation, which the worker answers from what it kept). Written by the worker itself,
 * so it needs nothing from the network: its style is inline and its fonts are the precached ones.
 */
import { escapeHtml } from '../../../shared/html/snippet.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { KeptText } from './keep-rules.ts';

export interface OfflineWords {
  title: string;
  notKept: string;
  kept: string;
  pinned: string;
  none: string;
  retry: string;
  notSent: string;
}

/** The site's paper, ink and accent (docs/product.md#visual-language), DA Serif headings, DA Sans text. */
function style(fonts: { serif?: string; sans?: string }): string {
  const face = (family: string, url: string | undefined, weight: number) =>
    url
      ? `@font-face{font-family:"${family}";src:url(${url}) format("woff2");font-weight:${weight};font-display:swap}`
      : '';
  return [
    face('DA Serif', fonts.serif, 700),
    face('DA Sans', fonts.sans, 400),
    'html{color-scheme:light}',
    'body{margin:0;background:#faf6ef;color:#1d1a16;font:17px/1.6 "DA Sans",system-ui,sans-serif}',
    'main{max-width:42rem;margin:0 auto;padding:48px 20px}',
    'h1,h2{font-family:"DA Serif",Georgia,serif;line-height:1.2}',
    'h1{font-size:2rem;margin:0 0 16px}',
    'h2{font-size:1.3rem;margin:32px 0 12px}',
    'p{margin:0 0 12px}',
    '.meta{color:#5f574c}',
    'ul{list-style:none;margin:0;padding:0}',
    'li{padding:12px 0;border-top:1px solid #e3d9c8}',
    'a{color:#8f2d2a;text-underline-offset:3px}',
    'a:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}',
    '.retry{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border:1px solid #8f2d2a;border-radius:6px;text-decoration:none;font-weight:700}',
    '@media (min-width:768px){body{font-size:18px}h1{font-size:2.4rem}}',
  ].join('');
}

export function offlinePageHtml({
  locale,
  address,
  texts,
  words,
  fonts = {},
  notSent = false,
}: {
  locale: Locale;
  /** The address the reader asked for: "try again" opens it. */
  address: string;
  texts: readonly KeptText[];
  words: OfflineWords;
  fonts?: { serif?: string; sans?: string };
  /** A form was posted: say that it did not go. */
  notSent?: boolean;
}): string {
  const items = [...texts]
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.openedAt - a.openedAt)
    .map(
      (text) =>
        `<li><a href="${escapeHtml(text.url)}"${text.lang === locale ? '' : ` lang="${text.lang}"`}>${escapeHtml(
          text.title || text.url,
        )}</a>${text.pinned ? ` <span class="meta">(${escapeHtml(words.pinned)})</span>` : ''}</li>`,
    )
    .join('');
  return `<!doctype html><html lang="${locale}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(
    words.title,
  )}</title><style>${style(fonts)}</style></head><body><main data-testid="offline-page"><h1>${escapeHtml(
    words.title,
  )}</h1><p>${escapeHtml(notSent ? words.notSent : words.notKept)}</p><p><a class="retry" href="${escapeHtml(
    address,
  )}">${escapeHtml(words.retry)}</a></p><h2>${escapeHtml(words.kept)}</h2>${
    items ? `<ul data-testid="offline-kept">${items}</ul>` : `<p class="meta">${escapeHtml(words.none)}</p>`
  }</main></body></html>`;
}
