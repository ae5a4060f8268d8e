/**
 * Server rendering, built by Vite into dist/server and called by the web server per page request:
 * run the loaders through the static handler, then render the document (STYLE: react-router's
 * data-mode SSR recipe). Page-critical data is awaited before the first byte, so a missing item is a
 * 404 and a failing upstream a 503 (docs/rules.md R28).
 *
 * Streaming buys an earlier first byte only where something can suspend: deferred loader data (a
 * promise in a loader's answer). A page with all its data in hand renders to one string instead, which
 * costs a fraction of the CPU of the stream's chunked encoding (docs/testing.md#benchmarks) and is sent as one
 * Buffer; that is every page today. A page with deferred data streams as docs/architecture.md#rendering describes.
 */
import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { COMFORT_SCRIPT } from '../shared/comfort-script.ts';
import {
  type DataSource,
  dataSourceContext,
  type RequestInfo,
  requestInfoContext,
} from '../shared/data/source.ts';
import { localeI18n } from '../shared/i18n/instance.ts';
import { detectLocale } from '../shared/i18n/locale-detect.ts';
import { recordLookups } from '../shared/i18n/memo-translations.ts';
import type { Locale } from '../shared/locales.ts';
import { routes } from './app/routes.ts';
import { slotsBeforeHydration } from './features/reviews/deferred.tsx';
import { type BlockBytes, FragmentRender } from './runtime/fragments/fragment-store.ts';
import { serializeErrors } from './runtime/hydration.ts';
import { pageStringsJson } from './runtime/page-strings.ts';
import { payloadBytes } from './runtime/payload-json.ts';
import type { RootData } from './runtime/root-data.ts';
import { type PageAssets, SsrContext } from './runtime/ssr-context.ts';

const handler = createStaticHandler(routes);

const DOCTYPE = '<!DOCTYPE html>';

/** Whether a loader answered with data still on its way (a promise among its answer's fields). */
function hasDeferredData(loaderData: Record<string, unknown>): boolean {
  for (const answer of Object.values(loaderData)) {
    if (!answer || typeof answer !== 'object' || Array.isArray(answer)) continue;
    for (const value of Object.values(answer)) if (value instanceof Promise) return true;
  }
  return false;
}

export interface RenderInput {
  request: Request;
  dataSource: DataSource;
  requestInfo: RequestInfo;
  /** The built assets for the page modules a render uses. */
  resolveAssets: (modules: string[], beforeHydration?: readonly string[]) => PageAssets;
  /** Per-response CSP nonce for the entry script and React's own inline scripts; omitted for pages cached whole. */
  nonce?: string;
  /** Bots and the page cache get the whole document at once; people get the shell as soon as it is ready. */
  waitForAll: boolean;
  /** HEAD: status and headers only, no rendering. */
  headOnly: boolean;
  streamTimeoutMs: number;
  /** The web server's store of rendered blocks (`runtime/fragments`); absent: none. */
  blocks?: BlockBytes;
  onError: (error: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; locale: Locale; body: Buffer | Readable | null }
  | { kind: 'shell-error'; locale: Locale };

export async function render(input: RenderInput): Promise<RenderResult> {
  const requestContext = new RouterContextProvider();
  requestContext.set(dataSourceContext, input.dataSource);
  requestContext.set(requestInfoContext, input.requestInfo);

  const context = await handler.query(input.request, { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new Error(`a loader returned a raw response (${context.status})`);
  }

  const { pathname, search } = new URL(input.request.url);
  const locale =
    (context.loaderData.root as RootData | undefined)?.locale ??
    detectLocale(
      pathname,
      input.requestInfo.chosenLocale,
      input.request.headers.get('accept-language'),
      search,
    );
  if (input.headOnly) return { kind: 'page', status: context.statusCode, locale, body: null };

  const stream = hasDeferredData(context.loaderData);
  // A page rendered to a string carries the catalogue entries it used (docs/architecture.md#first-visit):
  // the whole catalogue loads after hydration. A stream's payload goes out before its render is done,
  // so the browser's entry loads the whole catalogue before hydrating it, preloaded with the page's
  // modules. So are the server-rendered parts in chunks of their own it loads before hydrating.
  // No page's screen is among its first scripts: the browser asks for it after the frame
  // (app/screen-island.tsx).
  const assets = input.resolveAssets(
    stream ? [`shared/i18n/catalogues/catalogue-${locale}.ts`] : [],
    slotsBeforeHydration(input.requestInfo.signedIn),
  );
  const payload = payloadBytes({
    assets,
    hydration: { loaderData: context.loaderData, errors: serializeErrors(context.errors) },
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = localeI18n(locale);
  // A string render splices stored blocks (without a store, none) and the payload's ready bytes into
  // its output; a stream cannot, so its payload goes in as text.
  const fragments = stream ? undefined : new FragmentRender(input.blocks);
  let payloadJson: string;
  if (fragments) {
    // The payload is an object: the page's entries go in as its last field once the render is done.
    const strings = () =>
      Buffer.from(fragments.entriesKnown ? pageStringsJson(fragments.lookups, i18n) : 'null');
    payloadJson = `${fragments.insert(payload.subarray(0, payload.length - 1))},"strings":${fragments.later(strings)}}`;
  } else payloadJson = payload.toString('utf8');
  const tree = (
    <I18nextProvider i18n={i18n}>
      <SsrContext
        value={{ assets, payloadJson, nonce: input.nonce, fragments, comfortScript: COMFORT_SCRIPT }}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SsrContext>
    </I18nextProvider>
  );

  if (!stream) {
    let html: string;
    recordLookups(fragments?.lookups ?? null);
    try {
      html = renderToString(tree);
    } catch (error) {
      input.onError(error);
      return { kind: 'shell-error', locale };
    } finally {
      recordLookups(null);
    }
    return {
      kind: 'page',
      status: context.statusCode,
      locale,
      body: fragments ? fragments.assemble(DOCTYPE + html) : Buffer.from(DOCTYPE + html),
    };
  }

  return new Promise<RenderResult>((resolve) => {
    let status = context.statusCode;
    let shellSent = false;
    const body = new PassThrough();
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce: input.nonce,
      onShellReady() {
        if (!input.waitForAll) send();
      },
      onAllReady() {
        if (input.waitForAll) send();
      },
      onShellError(error) {
        clearTimeout(timer);
        input.onError(error);
        resolve({ kind: 'shell-error', locale });
      },
      onError(error) {
        input.onError(error);
        if (!shellSent) status = 500;
      },
    });
    // docs/rules.md R28: a render still streaming after the budget is aborted; the client gets what is done.
    const timer = setTimeout(() => abort(new Error('stream timeout')), input.streamTimeoutMs);
    timer.unref();
    body.on('close', () => clearTimeout(timer));
    body.on('end', () => clearTimeout(timer));

    function send() {
      shellSent = true;
      pipe(body);
      resolve({ kind: 'page', status, locale, body });
    }
  });
}
