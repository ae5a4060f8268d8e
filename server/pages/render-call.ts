/**
 * The one call to the React render (docs/architecture.md#rendering). A page rendered per request
 * (`page-route.ts`) and a page rendered for the anonymous page cache (`page-cache-fill.ts`) differ only
 * in what they say here: who asks, with which headers, whether a nonce and the block store are used.
 * The rest is the same for both: the page's URL on the configured public origin, never on `Host`
 * (docs/rules.md R13), the loaders' data source on the content layer, the site's settings.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Comfort } from '../../shared/comfort.ts';
import type { Config } from '../config.ts';
import type { ContentLayer } from '../data/layer.ts';
import { createServerDataSource, type DataRead } from '../data/server-source.ts';
import type { AssetResolver } from '../render/assets.ts';
import type { RenderFunction } from '../render/ssr-module.ts';

export interface RenderSite {
  config: Config;
  layer: ContentLayer;
  render: RenderFunction;
  resolveAssets: AssetResolver;
}

/** One page to render, as its caller knows it. */
export interface PageRender {
  /** The address's path and query, read against the public origin. */
  path: string;
  /** Only what loaders may read (the language, and for a visitor the cookie and user agent). */
  headers: HeadersInit;
  requestId: string;
  log: FastifyBaseLogger;
  /** Aborts the loaders' calls (the visitor left, or the fill was given up). */
  signal: AbortSignal;
  signedIn: boolean;
  /** The language switch's cookie, when sent. */
  chosenLocale?: string;
  /** The reader's comfort cookies; none for a page cached whole (docs/architecture.md#reading-comfort). */
  comfort?: Comfort;
  /** The CSP nonce of a page sent to one visitor; none for a page cached whole. */
  nonce?: string;
  waitForAll: boolean;
  headOnly: boolean;
  /** Whether the render reads and fills the store of rendered blocks. */
  useBlocks: boolean;
  /** Each cached read, so a page cached whole knows what it showed. */
  onRead?: (read: DataRead) => void;
  onError: (error: unknown) => void;
}

export type PageRenderer = (page: PageRender) => ReturnType<RenderFunction>;

export function pageRenderer({ config, layer, render, resolveAssets }: RenderSite): PageRenderer {
  return (page) =>
    render({
      request: new Request(new URL(page.path, config.publicOrigin), {
        method: 'GET',
        headers: page.headers,
        signal: page.signal,
      }),
      dataSource: createServerDataSource({
        content: layer,
        log: page.log,
        requestId: page.requestId,
        signal: page.signal,
        onRead: page.onRead,
      }),
      requestInfo: {
        signedIn: page.signedIn,
        publicOrigin: config.publicOrigin,
        mapTiles: config.mapTiles,
        chosenLocale: page.chosenLocale,
        comfort: page.comfort,
      },
      resolveAssets,
      nonce: page.nonce,
      waitForAll: page.waitForAll,
      headOnly: page.headOnly,
      streamTimeoutMs: config.STREAM_TIMEOUT_MS,
      blocks: page.useBlocks ? layer.blocks : undefined,
      onError: page.onError,
    });
}
