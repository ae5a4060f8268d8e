/**
 * Surrogate keys (docs/operations.md#scale-out): cached pages and answers name the items they show in
 * `Surrogate-Key` (Fastly, Akamai: space-separated) and `Cache-Tag` (Cloudflare, Bunny: comma-separated),
 * so the CDN purge hook (`data/cdn-purge.ts`) can drop exactly what a write changed.
 */

/** The key every cached page and answer carries: purging it purges the whole site. */
export const SITE_KEY = 'site';

/** A cache tag as a surrogate key: printable ASCII without spaces or commas, else percent-encoded. */
export function surrogateKey(tag: string): string {
  if (tag === '*') return SITE_KEY;
  return /^[\x21-\x2b\x2d-\x7e]+$/.test(tag) ? tag : encodeURIComponent(tag);
}

const headerMemo = new WeakMap<readonly string[], { surrogate: string; cacheTag: string }>();

/** The two headers of a cached entry's tags, worked out once per stored entry. */
export function surrogateHeaders(tags: readonly string[]): { surrogate: string; cacheTag: string } {
  let headers = headerMemo.get(tags);
  if (!headers) {
    const keys = [SITE_KEY, ...tags.map(surrogateKey)];
    headers = { surrogate: keys.join(' '), cacheTag: keys.join(',') };
    headerMemo.set(tags, headers);
  }
  return headers;
}
