/**
 * The anonymous page cache (docs/architecture.md#the-content-cache, docs/architecture.md#rendering): whole
 * pages as rendered for a visitor without a session, kept as precompressed Buffers (brotli, gzip and
 * identity) so a hit is a header write and one Buffer send (docs/testing.md#benchmarks: send Buffers, cache
 * what was rendered). Such pages carry no nonce and no inline executable script (R6), so their CSP allows
 * same-origin script files only.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Locale } from '../../shared/locales.ts';
import type { Clock } from '../clock.ts';
import type { PagePartition } from './page-cache-key.ts';
import type { Stored, StoreEvents, StoreLimits } from './swr-store.ts';
import { SwrStore } from './swr-store.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage extends Stored {
  readonly status: number;
  readonly locale: Locale;
  readonly vary: string;
  readonly bodies: Readonly<Record<Encoding, Buffer>>;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Quality 6 costs about 4 ms of a worker thread for a 90 KB page and is within 2 % of quality 11's
 * size, which costs 100 ms: pages are recompressed on every refresh, so the cheaper level wins.
 */
const BROTLI_QUALITY = 6;

export async function compressPage(html: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gzipped] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gz(html, { level: 6 }),
  ]);
  return { br, gzip: gzipped, identity: html };
}

/** The best encoding the client accepts: brotli, then gzip, then none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let br = false;
  let gzipOk = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzipOk = true;
    else if (name === '*') {
      br = true;
      gzipOk = true;
    }
  }
  return br ? 'br' : gzipOk ? 'gzip' : 'identity';
}

export interface PageCacheOptions {
  pages: StoreLimits;
  search: StoreLimits;
  clock: Clock;
  events: StoreEvents;
}

export class PageCache {
  readonly pages: SwrStore<CachedPage>;
  readonly search: SwrStore<CachedPage>;

  constructor(options: PageCacheOptions) {
    this.pages = new SwrStore('pages', options.pages, options.clock, options.events);
    this.search = new SwrStore('searchPages', options.search, options.clock, options.events);
  }

  store(partition: PagePartition): SwrStore<CachedPage> {
    return partition === 'search' ? this.search : this.pages;
  }

  invalidate(tags: ReadonlySet<string>): number {
    return this.pages.invalidate(tags) + this.search.invalidate(tags);
  }

  /** See `SwrStore.capLifetimes`. */
  capLifetimes(ms: number | undefined): void {
    this.pages.capLifetimes(ms);
    this.search.capLifetimes(ms);
  }

  stats() {
    return { pages: this.pages.stats(), searchPages: this.search.stats() };
  }
}
