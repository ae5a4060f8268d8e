/**
 * The browser entry: hydrate the server's document with the same route table and the data the server
 * loaded (docs/architecture.md#rendering). Later navigations run the loaders here, through the facade.
 */
import './styles/global.css';
import type { Resource } from 'i18next';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { COMFORT_SCRIPT_ID, comfortFromCookieText } from '../shared/comfort.ts';
import { dataSourceContext, requestInfoContext } from '../shared/data/source.ts';
import { makeI18n, type PartialCatalogue } from '../shared/i18n/make-instance.ts';
import { routes, screenWaitsForReader } from './app/routes.ts';
import { browserDataSource } from './data/browser-source.ts';
import { clientSession, setSignedIn } from './data/session.ts';
import { syncTestAdminCookie, testAdminValue } from './data/test-admin.ts';
import { loadForHydration } from './features/reviews/deferred.tsx';
import { catalogueLater, catalogueWhole, importCatalogue, wholeCatalogue } from './runtime/catalogue.ts';
import { deserializeErrors } from './runtime/hydration.ts';
import type { RootData } from './runtime/root-data.ts';
import { PAYLOAD_ELEMENT_ID, SsrContext, type SsrPayload } from './runtime/ssr-context.ts';
import { yieldToBrowser } from './runtime/yield-to-browser.ts';

interface Hydration {
  loaderData: Record<string, unknown>;
  errors: Parameters<typeof deserializeErrors>[0];
}

/**
 * Every loader a client navigation runs waits for the whole catalogue too, so the page it draws has
 * all its texts (docs/architecture.md#first-visit); hydration runs none, so nothing here delays it.
 * A route still lazy gets its loader wrapped when it loads.
 */
function loadersAwaitCatalogue(list: RouteObject[]): void {
  for (const route of list) {
    const loader = route.loader;
    if (typeof loader === 'function') {
      route.loader = (async (...args: Parameters<typeof loader>) => {
        const [data] = await Promise.all([loader(...args), wholeCatalogue()]);
        return data;
      }) as typeof loader;
    }
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      route.lazy = async () => {
        const loaded = await lazy();
        loadersAwaitCatalogue([loaded as RouteObject]);
        return loaded;
      };
    }
    if (route.children) loadersAwaitCatalogue(route.children);
  }
}

async function start() {
  const payloadJson = document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent ?? '{}';
  // Read back, so hydration renders the same head script without the bundle carrying its text.
  const comfortScript = document.getElementById(COMFORT_SCRIPT_ID)?.textContent ?? '';
  const payload = JSON.parse(payloadJson) as SsrPayload & { hydration: Hydration; strings?: Resource | null };
  const root = payload.hydration.loaderData.root as RootData;
  clientSession.signedIn = root.signedIn;
  // The browser hides a nonce from attributes but keeps it on the element: the hydrating document
  // renders the one the server gave, so both trees agree.
  const entryScript = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  const nonce = entryScript?.nonce || undefined;

  // A lazy module the first URL needs is loaded before hydrating, so the first client render matches
  // the server's markup instead of a fallback; a page's screen is not (below).
  const matched = matchRoutes(routes, window.location) ?? [];
  // A page rendered to a string carries the catalogue entries it used, and hydrates with those; a
  // streamed one loads its language's whole catalogue first (preloaded by the document, entry-server).
  const strings = payload.strings;
  const catalogue = strings ? null : importCatalogue(root.locale);
  // A page's screen waits for the reader or the idle frame (app/screen-island.tsx) and is not loaded
  // now; a page that shows an error in its place holds nothing for it.
  const errors = payload.hydration.errors;
  const showsError = Boolean(errors && Object.keys(errors).length > 0);
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function' || screenWaitsForReader(route, !showsError, root.signedIn)) return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  // And the chunks of the parts those pages render from chunks of their own (the review box).
  await loadForHydration();

  // The steps below each take a phone's main thread for a while (the catalogue, the route table
  // flattened and matched again, the first hydrating render): each starts a task of its own, so
  // none makes a long one with the others (docs/architecture.md#first-visit).
  await yieldToBrowser();
  const partial: PartialCatalogue = { whole: false, missed: false, missedKeys: [] };
  const i18n = catalogue
    ? makeI18n(root.locale, { [root.locale]: (await catalogue).default })
    : makeI18n(root.locale, strings as Resource, partial);
  loadersAwaitCatalogue(routes);

  await yieldToBrowser();
  const router = createBrowserRouter(routes, {
    hydrationData: {
      loaderData: payload.hydration.loaderData,
      errors: deserializeErrors(payload.hydration.errors),
    },
    getContext() {
      const context = new RouterContextProvider();
      context.set(dataSourceContext, browserDataSource);
      context.set(requestInfoContext, {
        signedIn: clientSession.signedIn,
        publicOrigin: root.publicOrigin,
        mapTiles: root.mapTiles,
        comfort: comfortFromCookieText(document.cookie),
      });
      return context;
    },
  });

  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (total blocking time on a mid-range phone);
  // a click on a part not yet hydrated is replayed once it is.
  await yieldToBrowser();
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <SsrContext value={{ assets: payload.assets, payloadJson, nonce, comfortScript }}>
          <RouterProvider router={router} />
        </SsrContext>
      </I18nextProvider>,
    );
  });
  // The whole catalogue comes after hydration, at the browser's first idle moment or the reader's
  // first interaction.
  if (catalogue) catalogueWhole();
  else catalogueLater(i18n, root.locale, partial);
  // The server's render could not read local storage: in test-admin mode the user is fetched again
  // from here, with the flag and its hash (docs/product.md#roles), and the mode's cookie lets the next renders (and
  // this revalidation's calls) show drafts.
  syncTestAdminCookie();
  // The offline worker (docs/offline.md) is registered once the page is loaded and the browser
  // idle. One call: a chunk of its own cost the entry more bytes (the loader's bookkeeping) than it
  // moved out. It takes over by itself on an update (client/sw.ts), so nothing waits or prompts.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () =>
      (window.requestIdleCallback ?? setTimeout)(() => {
        navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
      });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
  if (root.signedIn && testAdminValue()) {
    setSignedIn(true);
    void router.revalidate();
  }
}

start();
