/**
 * The Content-Security-Policy of HTML pages (docs/rules.md R6). No inline script runs without the
 * response's nonce but the comfort script, allowed by its hash; a page cached whole carries no nonce,
 * so it allows only same-origin script files and that one script. Styles allow attributes (tag colours come from the content) but no
 * inline style elements.
 */
import { createHash, randomBytes } from 'node:crypto';
import { COMFORT_SCRIPT } from '../../shared/comfort-script.ts';

/**
 * The one inline script every page carries, the comfort settings' (`shared/comfort-script.ts`): fixed text,
 * allowed by its hash on cached pages and on pages with a nonce alike (docs/architecture.md#reading-comfort).
 */
export const COMFORT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COMFORT_SCRIPT).digest('base64')}'`;

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
  const scripts = nonce
    ? `'nonce-${nonce}' 'strict-dynamic' ${COMFORT_SCRIPT_HASH}`
    : `'self' ${COMFORT_SCRIPT_HASH}`;
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
