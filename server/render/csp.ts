/**
 * The Content-Security-Policy of HTML pages (docs/rules.md R6). No inline script runs without the
 * response's nonce; a page cached whole carries no nonce and no inline script, so it allows only
 * same-origin script files. Styles allow attributes (tag colours come from the content) but no
 * inline style elements.
 */
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy({
  nonce,
  dev = false,
  imgSources = [],
}: {
  nonce?: string;
  dev?: boolean;
  /** More image origins: the map's tile server, only when one is configured (`MAP_TILE_URL`). */
  imgSources?: readonly string[];
}): string {
  const scripts = nonce ? `'nonce-${nonce}' 'strict-dynamic'` : `'self'`;
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imgSources].join(' '),
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    // The offline worker (/sw.js, docs/offline.md#serving-the-worker): with a nonce and
    // 'strict-dynamic' script-src would not cover a worker's address, so it is named here.
    "worker-src 'self'",
  ];
  if (dev) directives[2] = "style-src 'self' 'unsafe-inline'";
  return directives.join('; ');
}
